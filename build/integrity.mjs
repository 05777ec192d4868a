// Subresource integrity: manifest.json gives each file its `integrity`, so that a template
// can pin the loader with <script type="module" src=… integrity=… crossorigin> (README).
import { createHash } from 'node:crypto';

/** The `integrity` attribute's value for a file of these bytes (SHA-384, base64). */
export const integrityOf = (bytes) => 'sha384-' + createHash('sha384').update(bytes).digest('base64');
