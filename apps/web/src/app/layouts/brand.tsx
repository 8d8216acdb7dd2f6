import { Link } from 'react-router';
import classes from './app-layout.module.css';
import { BrandMark } from './brand-mark';

/** The product name with its mark; links home. */
export function Brand() {
  return (
    <Link to="/" className={classes.brand}>
      <BrandMark />
    </Link>
  );
}
