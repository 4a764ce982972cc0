import { createRandom, type Random } from './random';
import { pcmWavHeader } from './wavHeader';

/**
 * Synthesised film-music cues as 16-bit PCM mono WAV: a seeded chord progression played by a soft
 * detuned pad, a triangle bass, an arpeggio with an echo and (for some seeds) a slow melody.
 * Pure, synchronous and deterministic: runs in Node, the browser and a service worker.
 */

export const GENERATED_AUDIO_SAMPLE_RATE = 22050;
const RATE = GENERATED_AUDIO_SAMPLE_RATE;
const WAV_HEADER_BYTES = 44;
/** Longest cue we agree to synthesise (10 minutes, about 26 MB). */
export const GENERATED_AUDIO_MAX_SECONDS = 600;

const TABLE_SIZE = 4096;

/** One cycle of a waveform made of integer harmonics ([harmonic, level] pairs), peak-normalised. */
function wavetable(harmonics: Array<[number, number]>): Float32Array {
  const table = new Float32Array(TABLE_SIZE);
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i++) {
    let value = 0;
    for (const [harmonic, level] of harmonics) value += level * Math.sin((2 * Math.PI * harmonic * i) / TABLE_SIZE);
    table[i] = value;
    peak = Math.max(peak, Math.abs(value));
  }
  for (let i = 0; i < TABLE_SIZE; i++) table[i]! /= peak;
  return table;
}

const TABLES = {
  pad: wavetable([
    [1, 1],
    [2, 0.12],
    [3, 0.03],
  ]),
  bass: wavetable([
    [1, 1],
    [2, 0.25],
    [3, 0.06],
  ]),
  bell: wavetable([
    [1, 1],
    [3, 0.22],
    [5, 0.08],
  ]),
  pluck: wavetable([
    [1, 1],
    [2, 0.35],
    [3, 0.12],
    [4, 0.05],
  ]),
  glass: wavetable([
    [1, 1],
    [4, 0.18],
    [6, 0.05],
  ]),
  flute: wavetable([
    [1, 1],
    [2, 0.06],
    [3, 0.08],
  ]),
  sine: wavetable([[1, 1]]),
};

function sampleCountOf(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > GENERATED_AUDIO_MAX_SECONDS) {
    throw new RangeError(`Generated audio length must be in (0, ${GENERATED_AUDIO_MAX_SECONDS}] seconds, got ${seconds}`);
  }
  return Math.max(1, Math.round(seconds * RATE));
}

/** Exact size in bytes of `renderGeneratedAudio(seed, seconds)`, without rendering it. */
export function generatedAudioByteLength(seconds: number): number {
  return WAV_HEADER_BYTES + 2 * sampleCountOf(seconds);
}

/** Duration in seconds of the rendered cue (whole samples). */
export function generatedAudioDuration(seconds: number): number {
  return sampleCountOf(seconds) / RATE;
}

const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

const MODES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
  lydian: [0, 2, 4, 6, 7, 9, 11],
} as const;
type Mode = keyof typeof MODES;

/** Scale-degree progressions (0-based) that sound like film cues in each mode. */
const PROGRESSIONS: Record<Mode, number[][]> = {
  major: [
    [0, 4, 5, 3],
    [0, 5, 3, 4],
    [3, 4, 2, 5],
    [0, 3, 5, 4],
    [5, 3, 0, 4],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 5, 4],
    [0, 5, 3, 4],
    [0, 6, 5, 6],
    [5, 6, 0, 0],
  ],
  dorian: [
    [0, 3, 0, 3],
    [0, 6, 3, 0],
    [0, 2, 3, 6],
  ],
  lydian: [
    [0, 1, 0, 1],
    [0, 1, 4, 5],
    [0, 6, 1, 0],
  ],
};

const ARP_PATTERNS = [
  [0, 1, 2, 3],
  [0, 1, 2, 3, 2, 1],
  [0, 2, 1, 3],
  [0, 1, 2, 1],
  [3, 2, 1, 0, 1, 2],
  [0, 2, 3, 1, 2, 3],
];

type Timbre = 'bell' | 'pluck' | 'glass';

interface Cue {
  mode: Mode;
  scale: readonly number[];
  root: number;
  beatSeconds: number;
  beatsPerChord: number;
  progression: number[];
  seventh: boolean;
  arpPattern: number[];
  arpSteps: number;
  arpTimbre: Timbre;
  arpOctave: number;
  melody: boolean;
  echoBeats: number;
}

function composeCue(random: Random): Cue {
  const mode = random.pick(['major', 'minor', 'minor', 'dorian', 'lydian', 'major'] as const);
  const bpm = random.int(62, 96);
  return {
    mode,
    scale: MODES[mode],
    root: random.int(38, 49),
    beatSeconds: 60 / bpm,
    beatsPerChord: bpm > 84 ? 8 : 4,
    progression: random.pick(PROGRESSIONS[mode]),
    seventh: random.chance(0.5),
    arpPattern: random.pick(ARP_PATTERNS),
    arpSteps: bpm < 78 ? 4 : 2,
    arpTimbre: random.pick(['bell', 'pluck', 'glass'] as const),
    arpOctave: random.pick([0, 0, -12]),
    melody: random.chance(0.6),
    echoBeats: random.pick([0.75, 1, 1.5]),
  };
}

/** What a generated cue is, as composed: the ground truth its analysis is checked against. */
export interface GeneratedAudioFacts {
  bpm: number;
  /** Pitch class of the key's root (0 = C). */
  tonic: number;
  /** Dorian is a minor mode, lydian a major one. */
  mode: 'major' | 'minor';
  /** The mode as composed. */
  composedMode: Mode;
}

/** The tempo and key `renderGeneratedAudio(seed, ...)` is composed in (without rendering it). */
export function generatedAudioFacts(seed: number): GeneratedAudioFacts {
  const cue = composeCue(createRandom(seed));
  return {
    bpm: 60 / cue.beatSeconds,
    tonic: cue.root % 12,
    mode: cue.mode === 'major' || cue.mode === 'lydian' ? 'major' : 'minor',
    composedMode: cue.mode,
  };
}

/** Semitones above the key's root of the chord built on a scale degree. */
function chordTones(cue: Cue, degree: number): number[] {
  const at = (step: number) => cue.scale[step % 7]! + 12 * Math.floor(step / 7);
  const tones = [at(degree), at(degree + 2), at(degree + 4)];
  if (cue.seventh) tones.push(at(degree + 6));
  return tones;
}

/** Folds a note into [low, low + 12). */
const fold = (midi: number, low: number) => low + ((((midi - low) % 12) + 12) % 12);

const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

/**
 * Adds a tone from a wavetable shaped by an envelope into `out`. With `detune`, the tone is a pair of
 * oscillators `detune` apart in relative frequency, rendered as one oscillator at the mean frequency times
 * their slow beating (sin a + sin b = 2 sin((a+b)/2) cos((a-b)/2)), updated every 32 samples.
 */
function addTone(out: Float32Array, start: number, envelope: Float32Array, table: Float32Array, hz: number, amp: number, phase = 0, detune = 0) {
  const length = Math.min(envelope.length, out.length - start);
  const inc = (hz / RATE) * TABLE_SIZE;
  let p = phase * TABLE_SIZE;
  const beat = Math.PI * hz * detune;
  let gain = amp;
  for (let i = 0; i < length; i++) {
    if (detune !== 0 && (i & 31) === 0) gain = amp * Math.cos((beat * i) / RATE + phase * 6);
    out[start + i]! += table[p | 0]! * envelope[i]! * gain;
    p += inc;
    if (p >= TABLE_SIZE) p -= TABLE_SIZE;
  }
}

/** Attack, sustain and release ramps (smoothstep) over `length` samples. */
function sustainEnvelope(length: number, attack: number, release: number, sustain = 1): Float32Array {
  const envelope = new Float32Array(Math.max(0, length));
  const a = Math.max(1, attack);
  const r = Math.max(1, release);
  for (let i = 0; i < length; i++) envelope[i] = sustain * smooth(i / a) * smooth((length - i) / r);
  return envelope;
}

/** A fast attack then an exponential decay that reaches zero at the end. */
function decayEnvelope(length: number, decayPerSecond: number): Float32Array {
  const envelope = new Float32Array(Math.max(0, length));
  const attack = Math.round(0.004 * RATE);
  const factor = Math.exp(-decayPerSecond / RATE);
  const tail = Math.max(1, Math.round(0.03 * RATE));
  let level = 1;
  for (let i = 0; i < length; i++) {
    envelope[i] = level * Math.min(1, i / attack) * Math.min(1, (length - i) / tail);
    level *= factor;
  }
  return envelope;
}

function renderPadAndBass(cue: Cue, random: Random, mix: Float32Array, chordSamples: number) {
  const total = mix.length;
  const attack = Math.round(0.7 * RATE);
  const release = Math.round(0.9 * RATE);
  const padEnvelope = sustainEnvelope(chordSamples + release, attack, release);
  const bassEnvelope = sustainEnvelope(chordSamples + Math.round(0.2 * RATE), Math.round(0.08 * RATE), Math.round(0.4 * RATE), 0.9);
  for (let chord = 0, start = 0; start < total; chord++, start += chordSamples) {
    const tones = chordTones(cue, cue.progression[chord % cue.progression.length]!);
    const amp = 0.13 / (tones.length / 3);
    for (const tone of tones) addTone(mix, start, padEnvelope, TABLES.pad, midiToHz(fold(cue.root + tone, 55)), amp, random.next(), 0.005);
    addTone(mix, start, bassEnvelope, TABLES.bass, midiToHz(fold(cue.root + tones[0]!, 36)), 0.2);
  }
}

function renderArpeggio(cue: Cue, random: Random, wet: Float32Array, chordSamples: number) {
  const total = wet.length;
  const stepSamples = Math.round((cue.beatSeconds / cue.arpSteps) * RATE);
  const decay = cue.arpTimbre === 'pluck' ? 9 : cue.arpTimbre === 'bell' ? 5 : 3.5;
  const envelope = decayEnvelope(Math.min(Math.round(0.6 * RATE), stepSamples * 3), decay);
  const table = TABLES[cue.arpTimbre];
  const firstChord = random.int(1, 2);
  for (let chord = firstChord, start = chord * chordSamples; start < total; chord++, start += chordSamples) {
    const tones = chordTones(cue, cue.progression[chord % cue.progression.length]!).slice(0, 3);
    const notes = [...tones, tones[0]! + 12].map((tone) => fold(cue.root, 60) + cue.arpOctave + tone);
    const steps = Math.floor(chordSamples / stepSamples);
    for (let step = 0; step < steps; step++) {
      const midi = notes[cue.arpPattern[step % cue.arpPattern.length]!]!;
      const accent = step % cue.arpSteps === 0 ? 1 : 0.7;
      addTone(wet, start + step * stepSamples, envelope, table, midiToHz(midi), 0.11 * accent);
    }
  }
}

function renderMelody(cue: Cue, random: Random, wet: Float32Array, chordSamples: number) {
  const total = wet.length;
  const noteBeats = random.pick([2, 2, 3, 4]);
  const noteSamples = Math.round(noteBeats * cue.beatSeconds * RATE);
  const envelope = sustainEnvelope(noteSamples, Math.round(0.12 * RATE), Math.round(0.25 * RATE));
  let step = 9 + random.int(0, 4);
  const from = chordSamples * 2;
  const to = total - Math.round(1.5 * RATE);
  for (let start = from; start + noteSamples <= to; start += noteSamples) {
    if (random.chance(0.2)) continue;
    step = Math.max(7, Math.min(17, step + random.pick([-2, -1, -1, 0, 1, 1, 2, 3])));
    const chord = Math.floor(start / chordSamples);
    const tones = chordTones(cue, cue.progression[chord % cue.progression.length]!);
    let semis = cue.scale[step % 7]! + 12 * Math.floor(step / 7);
    // Land on a chord tone at the start of each chord.
    if (start % chordSamples < noteSamples) semis = 12 * Math.floor(semis / 12) + (tones[random.int(0, 2)]! % 12);
    addTone(wet, start, envelope, TABLES.flute, midiToHz(fold(cue.root, 48) + semis), 0.12);
  }
}

/** A feedback echo, in place. */
function echo(buffer: Float32Array, delay: number, feedback: number) {
  for (let i = delay; i < buffer.length; i++) buffer[i]! += buffer[i - delay]! * feedback;
}

/** The mix as a WAV: 44-byte header, then 16-bit little-endian samples scaled by `gain`. */
function encodeWav(samples: Float32Array, gain: number): Uint8Array {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  bytes.set(pcmWavHeader(dataBytes, { channels: 1, sampleRate: RATE }));
  const view = new DataView(bytes.buffer);
  const scale = gain * 32767;
  if (LITTLE_ENDIAN) {
    const pcm = new Int16Array(bytes.buffer, WAV_HEADER_BYTES, samples.length);
    for (let i = 0; i < samples.length; i++) pcm[i] = Math.round(samples[i]! * scale);
  } else {
    for (let i = 0; i < samples.length; i++) view.setInt16(WAV_HEADER_BYTES + 2 * i, Math.round(samples[i]! * scale), true);
  }
  return bytes;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** A playable WAV (22050 Hz, 16-bit, mono) of a short cue, different for every seed. */
export function renderGeneratedAudio(seed: number, seconds: number): Uint8Array {
  const total = sampleCountOf(seconds);
  const random = createRandom(seed);
  const cue = composeCue(random);
  const chordSamples = Math.round(cue.beatsPerChord * cue.beatSeconds * RATE);
  const mix = new Float32Array(total);
  const wet = new Float32Array(total);
  renderPadAndBass(cue, random, mix, chordSamples);
  renderArpeggio(cue, random, wet, chordSamples);
  if (cue.melody) renderMelody(cue, random, wet, chordSamples);
  echo(wet, Math.round(cue.echoBeats * cue.beatSeconds * RATE), 0.32);

  const fadeIn = Math.max(1, Math.min(Math.round(0.8 * RATE), Math.floor(total / 4)));
  const fadeOut = Math.max(1, Math.min(Math.round(2.5 * RATE), Math.floor(total / 3)));
  let peak = 1e-9;
  for (let i = 0; i < total; i++) {
    let value = mix[i]! + wet[i]!;
    if (i < fadeIn) value *= i / fadeIn;
    else if (total - i < fadeOut) value *= (total - i) / fadeOut;
    mix[i] = value;
    if (value > peak) peak = value;
    else if (-value > peak) peak = -value;
  }
  return encodeWav(mix, 0.8 / peak);
}
