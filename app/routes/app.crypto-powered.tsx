import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CryptoVision } from "~/components/crypto-vision";

export const meta: MetaFunction = () => [{ title: "Crypto Vision | Haven" }];

/** Inside the shell and open whatever the plan: no trial-expiry redirect here. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.auth.requireUser();
  return json({ tokenAddress: context.publicConfig.tokenAddress });
}

export default function AppCryptoVision() {
  const { tokenAddress } = useLoaderData<typeof loader>();
  return <CryptoVision signedIn tokenAddress={tokenAddress} />;
}
