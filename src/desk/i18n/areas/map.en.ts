// The desk's "Map" section's English words (docs/desk.md#texts): a file per section, so the
// catalogue stays readable; en.ts gathers them under the key "map".
export const mapEn = {
  heading: 'Map',
};
