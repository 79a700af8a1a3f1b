import type { MetaFunction } from "@remix-run/cloudflare";
import { BeingBuilt, beingBuiltLoader } from "~/components/being-built";

export const meta: MetaFunction = () => [{ title: "Chat | Haven" }];

export const loader = beingBuiltLoader;

export default function ChatScreen() {
  return (
    <BeingBuilt
      title="Chat"
      summary="Live conversations with your AI therapist, with replies that stream in as they are written, voice input, crisis support and your session history."
    />
  );
}
