// The desk's "Drivers" section's English words (docs/desk.md#texts): a file per section, so the
// catalogue stays readable; en.ts gathers them under the key "team".
export const teamEn = {
  heading: 'Drivers',
};
