import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CryptoVision } from "~/components/crypto-vision";
import { HavenLogo, PublicPage } from "~/components/public-layout";

export const meta: MetaFunction = () => [
  { title: "Crypto Vision: the Haven community token | Haven" },
  {
    name: "description",
    content:
      "How Haven's optional community token on Solana rewards the people who help our community grow, with plans from a 7-day free trial.",
  },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await context.auth.optionalUser();
  return json({ signedIn: user !== null, tokenAddress: context.publicConfig.tokenAddress });
}

export default function CryptoPowered() {
  const { signedIn, tokenAddress } = useLoaderData<typeof loader>();
  return (
    // The top navigation is for visitors; a signed-in user gets a plain header and the Back to App button.
    <PublicPage
      header={
        signedIn ? (
          <header className="border-b border-slate-200/80 bg-white">
            <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
              <HavenLogo to="/app" />
            </div>
          </header>
        ) : undefined
      }
    >
      <div className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <CryptoVision signedIn={signedIn} tokenAddress={tokenAddress} />
        </div>
      </div>
    </PublicPage>
  );
}
