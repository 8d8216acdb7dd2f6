import { PRODUCT_NAME } from '@aula/shared';
import { useEffect } from 'react';

/** The page title (docs/product-rules.md#page-title): the product name, the screen's before it. */
export function usePageTitle(screenTitle: string | null) {
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [screenTitle]);
}
