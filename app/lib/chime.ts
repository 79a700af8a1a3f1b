/** A soft bell, generated with Web Audio (no sound file): a few sine partials that fade out over four seconds. */
const PARTIALS = [
  { frequency: 528, gain: 0.5, decay: 4 },
  { frequency: 1056, gain: 0.18, decay: 2.6 },
  { frequency: 1584, gain: 0.08, decay: 1.6 },
];

export interface Chime {
  play(): void;
  close(): void;
}

/**
 * Prepares the chime. Call it from a click (browsers only let audio start after a gesture), then `play()` it later,
 * when the countdown ends. Null when the browser has no Web Audio.
 */
export function prepareChime(): Chime | null {
  const scope = window as unknown as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Context) return null;
  const audio = new Context();
  void audio.resume();
  return {
    play() {
      const start = audio.currentTime + 0.05;
      const master = audio.createGain();
      master.gain.value = 0.35;
      master.connect(audio.destination);
      for (const partial of PARTIALS) {
        const oscillator = audio.createOscillator();
        oscillator.type = "sine";
        oscillator.frequency.value = partial.frequency;
        const envelope = audio.createGain();
        envelope.gain.setValueAtTime(0.0001, start);
        envelope.gain.exponentialRampToValueAtTime(partial.gain, start + 0.02);
        envelope.gain.exponentialRampToValueAtTime(0.0001, start + partial.decay);
        oscillator.connect(envelope).connect(master);
        oscillator.start(start);
        oscillator.stop(start + partial.decay + 0.1);
      }
    },
    close() {
      void audio.close();
    },
  };
}
