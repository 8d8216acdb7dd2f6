import { PRODUCT_NAME } from '@aula/shared';
import { Link } from 'react-router';
import classes from './app-layout.module.css';

/** The product name with its mark; links home. */
export function Brand() {
  return (
    <Link to="/" className={classes.brand}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
