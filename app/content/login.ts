/**
 * The sign-in page's help copy. Only the route's loader imports it, so it reaches the browser once, as loader data
 * in the HTML, instead of a second time inside the page's JavaScript (the sign-in page is within a few bytes of its
 * JavaScript budget; see docs/decisions/0007-no-javascript-on-the-landing-page.md).
 */
export const FORGOT_PASSWORD_HELP = {
  summary: "Forgot password?",
  title: "Resetting your password",
  body: "Self-service password reset by email is on its way. Until it arrives, write to us from the address you signed up with and we will help you back in:",
};
