import { PRODUCT_NAME } from '@aula/shared';
import { useEffect } from 'react';

/** The page title (spec section 1): the product name, with the screen's title before it. */
export function usePageTitle(screenTitle: string | null) {
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [screenTitle]);
}
