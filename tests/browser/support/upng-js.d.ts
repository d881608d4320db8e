/** The part of upng-js (no types of its own) the screenshots use. */
declare module 'upng-js' {
  type Image = { readonly width: number; readonly height: number };
  const UPNG: {
    decode(png: ArrayBuffer): Image;
    toRGBA8(image: Image): ArrayBuffer[];
    /** `colours` 0 is lossless; 1–256 quantises to a palette of at most that many colours. */
    encode(frames: ArrayBuffer[], width: number, height: number, colours: number): ArrayBuffer;
  };
  export default UPNG;
}
