import { useCallback, useEffect, useRef, useState } from "react";

/** The spec's alert for each speech-recognition failure. */
export function voiceErrorMessage(error: string): string {
  switch (error) {
    case "not-allowed":
    case "service-not-allowed":
      return "Please allow microphone access to use voice recording.";
    case "no-speech":
      return "No speech detected. Please try again.";
    case "audio-capture":
      return "No microphone found. Please check your microphone connection.";
    case "network":
      return "Network error. Please check your internet connection.";
    default:
      return "Voice recording error. Please try again.";
  }
}

export const VOICE_UNSUPPORTED = "Voice recording is not supported in your browser. Please use Chrome, Edge, or Safari.";
export const VOICE_START_FAILED = "Failed to start voice recording. Please try again.";

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/**
 * Browser speech recognition (en-US, one utterance, interim results). `onFinal` receives the final transcript;
 * recognition stops when the component using it unmounts.
 */
export function useSpeechRecognition(onFinal: (transcript: string) => void) {
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState("");
  const recognition = useRef<Recognition | null>(null);
  const onFinalRef = useRef(onFinal);
  onFinalRef.current = onFinal;

  useEffect(() => () => recognition.current?.abort(), []);

  const stop = useCallback(() => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      window.alert(VOICE_UNSUPPORTED);
      return;
    }
    const instance = new Constructor();
    instance.lang = "en-US";
    instance.continuous = false;
    instance.interimResults = true;
    instance.onresult = (event) => {
      let heard = "";
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index]!;
        if (result.isFinal) onFinalRef.current(result[0].transcript.trim());
        else heard += result[0].transcript;
      }
      setInterim(heard);
    };
    instance.onerror = (event) => {
      if (event.error !== "aborted") window.alert(voiceErrorMessage(event.error));
    };
    instance.onend = () => {
      setListening(false);
      setInterim("");
    };
    try {
      instance.start();
      recognition.current = instance;
      setListening(true);
    } catch {
      window.alert(VOICE_START_FAILED);
    }
  }, []);

  return { listening, interim, start, stop };
}

/** Reads a reply aloud with the browser's speech synthesis, if it has one. */
export function speak(text: string) {
  if (!("speechSynthesis" in window)) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = "en-US";
  window.speechSynthesis.speak(utterance);
}
