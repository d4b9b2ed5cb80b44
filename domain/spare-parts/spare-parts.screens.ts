/**
 * The spare-part screens' addresses (spec part 2 section 2, "Spare parts and old parts"), named once:
 * the menu catalogue lists them, and the client's `paths` (src/app/paths.ts) builds its routes and
 * links from them.
 */
export const SPARE_SCREENS = {
  list: '/spareList',
  types: '/spareType',
  stock: '/spareStock',
  warning: '/sparewarning',
  mine: '/spareMine',
  outIn: '/spareOutAndIn',
  allotted: '/spareAllotted',
  get: '/spareGet',
  distributed: '/spareDistributed',
  waste: '/spareWaste',
  stockTaking: '/stockTaking',
  examine: '/spareExamine',
  documents: '/sparelog',
  kits: '/kitList',
  kitPartList: '/kitSpareList',
  stockLog: '/stockLog',
  oldParts: '/oldPartsRecyle',
  oldPartsScan: '/oldPartsRecyle/scan',
} as const;
