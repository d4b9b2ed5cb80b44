/** A map search for the address: opens the phone's map app or the web map (navigation). Built here, never fetched. */
export const mapLink = (address: string) => `https://uri.amap.com/search?keyword=${encodeURIComponent(address)}&callnative=1`;
