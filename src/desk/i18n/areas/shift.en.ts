// The desk's "End of shift" section's English words (docs/desk.md#texts): a file per section, so the
// catalogue stays readable; en.ts gathers them under the key "shift".
export const shiftEn = {
  heading: 'End of shift',
};
