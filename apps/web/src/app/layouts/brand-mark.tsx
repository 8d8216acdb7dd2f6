import { PRODUCT_NAME } from '@aula/shared';

/** The product's mark and name, inside a link home (styled by app-layout.module.css .brand). */
export function BrandMark() {
  return (
    <>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>{PRODUCT_NAME}</span>
    </>
  );
}
