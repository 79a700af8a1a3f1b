import { useCallback, useEffect, useRef, useState } from "react";
import { dreamMessages } from "../../workers/shared/dreams";
import { recognitionConstructor, VOICE_START_FAILED, voiceErrorMessage, type Recognition } from "./speech";

/**
 * Dictating a dream: continuous en-US speech recognition whose final phrases go to `onText`, and a timer of the
 * recording. The timer is computed from the start time, so it stays true when the tab was in the background.
 */
export function useDictation(onText: (text: string) => void) {
  const [recording, setRecording] = useState(false);
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [interim, setInterim] = useState("");
  const recognition = useRef<Recognition | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  const stopTimer = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(
    () => () => {
      stopTimer();
      recognition.current?.abort();
    },
    [stopTimer],
  );

  const stop = useCallback(() => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      window.alert(dreamMessages.speechUnsupported);
      return;
    }
    const instance = new Constructor();
    instance.lang = "en-US";
    instance.continuous = true;
    instance.interimResults = true;
    instance.onresult = (event) => {
      let heard = "";
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index]!;
        if (result.isFinal) {
          const text = result[0].transcript.trim();
          if (text) onTextRef.current(text);
        } else heard += result[0].transcript;
      }
      setInterim(heard);
    };
    instance.onerror = (event) => {
      if (event.error !== "aborted") window.alert(voiceErrorMessage(event.error));
    };
    instance.onend = () => {
      stopTimer();
      recognition.current = null;
      setRecording(false);
      setInterim("");
    };
    try {
      instance.start();
    } catch {
      window.alert(VOICE_START_FAILED);
      return;
    }
    recognition.current = instance;
    const startedAt = Date.now();
    setElapsedSeconds(0);
    setRecording(true);
    stopTimer();
    timer.current = setInterval(() => setElapsedSeconds(Math.floor((Date.now() - startedAt) / 1000)), 1000);
  }, [stopTimer]);

  return { recording, elapsedSeconds, interim, start, stop };
}
