import type { AccountsTable } from './tables/accounts';
import type { InstallationSettingsTable } from './tables/installation-settings';
import type { LoginThrottlesTable } from './tables/login-throttles';
import type { PasswordResetsTable } from './tables/password-resets';
import type { UsersTable } from './tables/users';

export interface Database {
  accounts: AccountsTable;
  users: UsersTable;
  installation_settings: InstallationSettingsTable;
  login_throttles: LoginThrottlesTable;
  password_resets: PasswordResetsTable;
}
