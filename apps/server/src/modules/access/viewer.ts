import type { Role } from '../../db/database.ts';

/** Who is asking: every confidentiality decision reads this. */
export interface Viewer {
  id: string;
  has_confidential_access: boolean;
  role: Role;
}
