import { i18n } from '@/ui/i18n';

// Every sentence the proof-of-delivery screens show, read from the catalogue (section `proof`)
// when shown. Getters, so callers keep `proofMessages.addPhoto`; the component showing one calls
// useTranslation() to re-render on a language change. "Add photo", "Received by" and "Proof of
// delivery" are names other tests depend on: the English stays exact.

export const proofMessages = {
  get addPhoto() {
    return i18n.t('proof.addPhoto');
  },
  get retakePhoto() {
    return i18n.t('proof.retakePhoto');
  },
  get removePhoto() {
    return i18n.t('proof.removePhoto');
  },
  get receivedBy() {
    return i18n.t('proof.receivedBy');
  },
  get receivedByHint() {
    return i18n.t('proof.receivedByHint');
  },
  get thumbnailAlt() {
    return i18n.t('proof.thumbnailAlt');
  },
  get shrinking() {
    return i18n.t('proof.shrinking');
  },
  get photoRequired() {
    return i18n.t('proof.photoRequired');
  },
  get proofOfDelivery() {
    return i18n.t('proof.proofOfDelivery');
  },
  get photoAlt() {
    return i18n.t('proof.photoAlt');
  },
  get photoLoading() {
    return i18n.t('proof.photoLoading');
  },
  get noPhoto() {
    return i18n.t('proof.noPhoto');
  },
  get photoOnPhone() {
    return i18n.t('proof.photoOnPhone');
  },
  receivedByName: (name: string) => i18n.t('proof.receivedByName', { name }),
  takenAt: (time: string) => i18n.t('proof.takenAt', { time }),
  get storageFull() {
    return i18n.t('proof.storageFull');
  },
  get photoNotKept() {
    return i18n.t('proof.photoNotKept');
  },
};
