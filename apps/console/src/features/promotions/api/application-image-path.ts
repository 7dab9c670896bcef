/**
 * Where an application's image is read (`GET .../applications/:id/images/:imageId`, the image bytes). It answers only
 * with the operator's token in a header, so the screen shows it through BlobImage rather than a plain link.
 */
export function applicationImagePath(input: { merchant: string; applicationId: string; imageId: string }): string {
  return `/bo/promotions/${encodeURIComponent(input.merchant)}/applications/${encodeURIComponent(input.applicationId)}/images/${encodeURIComponent(input.imageId)}`;
}
