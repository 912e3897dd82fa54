/**
 * The heart-rate band searched and kept by the rPPG code: 0.7–4 Hz, i.e. 42–240 beats per
 * minute, from a resting adult to a sprinting one. Needs a frame rate above 8 fps (Nyquist).
 */
export const PULSE_BAND = { lowHz: 0.7, highHz: 4 } as const;
