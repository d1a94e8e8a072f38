// Proof of delivery building blocks (docs/proof-of-delivery.md).
export { PhotoError, type PhotoErrorCode } from './photoErrors';
export { shrinkPhoto, checkPhotoFile, type ShrunkPhoto } from './shrinkPhoto';
export { MAX_LONGEST_SIDE_PX, MAX_PHOTO_BYTES } from './shrinkPlan';
export { useProofPhotoSrc, type LocalPhoto } from './useProofPhotoSrc';
export { proofMessages } from './messages';
export {
  useProofCapture,
  type ProofCaptureOptions,
  type ProofCaptureState,
  type ProofToRecord,
} from './useProofCapture';
export { ProofCapture } from './ProofCapture';
export { ProofMarker, ProofOfDeliverySection } from './ProofOfDeliverySection';
