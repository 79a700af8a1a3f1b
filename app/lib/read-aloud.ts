import { useCallback, useEffect, useRef, useState } from "react";
import type { GuidedSegment } from "../../workers/shared/meditation";

export const READ_ALOUD_UNAVAILABLE = "Read-aloud is not available in this browser. You can follow the guided text on screen.";
/** A calm pace; the generator allows for it (about 130 words a minute). */
const SPEECH_RATE = 0.9;

function speechAvailable(): boolean {
  return typeof window !== "undefined" && Boolean(window.speechSynthesis) && typeof window.SpeechSynthesisUtterance === "function";
}

/**
 * Reads the guided text aloud with the browser's speech synthesis, each line when the session reaches its time:
 * nothing is read while the countdown is paused, and Stop silences it at once.
 */
export function useReadAloud(segments: GuidedSegment[], elapsedSeconds: number, running: boolean) {
  const [enabled, setEnabled] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const spoken = useRef(-1);
  const current = segments.reduce((found, segment, index) => (segment.at <= elapsedSeconds ? index : found), -1);

  const stop = useCallback(() => {
    setEnabled(false);
    if (speechAvailable()) window.speechSynthesis.cancel();
  }, []);

  const start = useCallback(() => {
    if (!speechAvailable()) {
      setUnavailable(true);
      return;
    }
    setUnavailable(false);
    // The line being shown is read from its start.
    spoken.current = -1;
    setEnabled(true);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    if (!running) {
      // A line cut off by the pause is read again on resume.
      if (window.speechSynthesis.speaking) spoken.current = -1;
      window.speechSynthesis.cancel();
      return;
    }
    if (current < 0 || current === spoken.current) return;
    spoken.current = current;
    const utterance = new window.SpeechSynthesisUtterance(segments[current]!.text);
    utterance.rate = SPEECH_RATE;
    utterance.lang = "en-US";
    const voice = window.speechSynthesis.getVoices().find((candidate) => candidate.lang.startsWith("en"));
    if (voice) utterance.voice = voice;
    utterance.onerror = (event) => {
      if (event.error === "canceled" || event.error === "interrupted") return;
      setUnavailable(true);
      setEnabled(false);
    };
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  }, [enabled, running, current, segments]);

  /** After a reset the session starts again from its first line. */
  const restart = useCallback(() => {
    spoken.current = -1;
    if (speechAvailable()) window.speechSynthesis.cancel();
  }, []);

  useEffect(
    () => () => {
      if (speechAvailable()) window.speechSynthesis.cancel();
    },
    [],
  );

  return { enabled, unavailable, current, start, stop, restart };
}
