// heic-decode ships no types; what this app calls of it (2.1.0).
declare module 'heic-decode' {
  interface DecodedImage {
    width: number
    height: number
    data: Uint8ClampedArray
  }
  interface HeicImage {
    width: number
    height: number
    decode(): Promise<DecodedImage>
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>
  }
  const decode: HeicDecode
  export default decode
}
