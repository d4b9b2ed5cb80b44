/** /salesContractDetail?id= (spec part 1 section 2). */
export const contractDetailHref = (id: number) => `/salesContractDetail?id=${id}`;
