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

export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

export interface Recognition {
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

export type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, where it has one (Chrome and Safari prefix it). */
export function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/**
 * Browser speech recognition (en-US, one utterance, interim results). `onFinal` receives the final transcript;
 * recognition stops when the component using it unmounts. A failure is given to `onError` with the spec's message,
 * for the page to show; without `onError` it is shown in a browser alert.
 */
export function useSpeechRecognition(onFinal: (transcript: string) => void, options: { onError?: (message: string) => void } = {}) {
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState("");
  const recognition = useRef<Recognition | null>(null);
  const onFinalRef = useRef(onFinal);
  onFinalRef.current = onFinal;
  const onErrorRef = useRef(options.onError ?? ((message: string) => window.alert(message)));
  onErrorRef.current = options.onError ?? ((message: string) => window.alert(message));

  useEffect(() => () => recognition.current?.abort(), []);

  const stop = useCallback(() => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      onErrorRef.current(VOICE_UNSUPPORTED);
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
      if (event.error !== "aborted") onErrorRef.current(voiceErrorMessage(event.error));
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
      onErrorRef.current(VOICE_START_FAILED);
    }
  }, []);

  return { listening, interim, start, stop };
}

export const SPEECH_UNAVAILABLE = "Read aloud isn't available in this browser. Your device's screen reader can read replies instead.";

/**
 * Reads a text aloud with the browser's speech synthesis. `onDone` runs when it finishes or is stopped, `onFail`
 * (with a message for the page) when the browser cannot speak. Returns false when there is no speech synthesis.
 */
export function speak(text: string, { onDone, onFail }: { onDone: () => void; onFail: (message: string) => void }): boolean {
  if (!window.speechSynthesis || typeof SpeechSynthesisUtterance === "undefined") {
    onFail(SPEECH_UNAVAILABLE);
    return false;
  }
  // One voice at a time: starting this one ends any other, whose own onDone then runs.
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = "en-US";
  utterance.onend = onDone;
  utterance.onerror = (event) => {
    // Stopped on purpose (Stop, or another reply started): not a failure.
    if (event.error === "canceled" || event.error === "interrupted") onDone();
    else onFail(SPEECH_UNAVAILABLE);
  };
  window.speechSynthesis.speak(utterance);
  return true;
}

export function stopSpeaking() {
  window.speechSynthesis?.cancel();
}
