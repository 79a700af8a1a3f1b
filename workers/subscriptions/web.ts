import type { Member } from "../accounts/member";
import type { WebScope } from "../web/scope";
import { cancelSubscription, chooseBaseTherapist, completeLocalCheckout, findOpenCheckout, startCheckout, upgradeSubscription } from "./billing";

/** Plans and payments for Remix loaders and actions. */
export function subscriptionsWeb({ services }: WebScope) {
  return {
    billing: {
      start: (member: Member, input: { planType: unknown; preferredTherapist?: unknown }) => startCheckout(services, member, input),
      openCheckout: (member: Member, checkoutId: string) => findOpenCheckout(services, member, checkoutId),
      completeCheckout: (member: Member, checkoutId: string) => completeLocalCheckout(services, member, checkoutId),
      cancel: (member: Member) => cancelSubscription(services, member),
      upgrade: (member: Member) => upgradeSubscription(services, member, "advanced"),
      chooseBaseTherapist: (member: Member, therapistId: unknown) => chooseBaseTherapist(services, member, therapistId),
    },
  };
}
