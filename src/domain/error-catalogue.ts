// The customer-data error catalogue (§8.1) and the generic field texts (§5.1, §5.5), Polish first,
// then Italian and English. Keys are `customerForm.<code>`, so a shop overrides any of them with
// the `texts` config. Only the first returned code decides the text (§5.4).

/** §8.1: every illegal_characters_ variant shares one text. */
export const ILLEGAL_CHARACTER_FIELDS = [
  'client_city',
  'client_firm',
  'client_firstname',
  'client_lastname',
  'client_nip',
  'client_phone',
  'client_phone2',
  'client_street',
  'delivery_additional',
  'delivery_city',
  'delivery_firstname',
  'delivery_lastname',
  'delivery_phone',
  'delivery_street',
] as const;

type Row = readonly [code: string, pl: string, it: string, en: string];

const ILLEGAL: Row = [
  'illegal_characters',
  'Jeden z użytych znaków jest niedozwolony.',
  'Uno dei caratteri non è valido.',
  'One of the characters used is not allowed.',
];

/** §8.1 codes. */
const CODES: readonly Row[] = [
  [
    'birth_date',
    'Podaj poprawną datę urodzenia w formacie RRRR-MM-DD.',
    'Inserisci una data di nascita valida nel formato AAAA-MM-GG.',
    'Enter a valid birth date as YYYY-MM-DD.',
  ],
  ...ILLEGAL_CHARACTER_FIELDS.map((f): Row => ['illegal_characters_' + f, ILLEGAL[1], ILLEGAL[2], ILLEGAL[3]]),
  ['incorect_delivery_region', 'Wybierz kraj odbiorcy.', 'Scegli il paese del destinatario.', "Choose the recipient's country."],
  ['incorect_delivery_zipcode', 'Podaj kod pocztowy odbiorcy.', 'Inserisci il codice postale del destinatario.', "Enter the recipient's postal code."],
  [
    'incorect_email',
    'Błędnie wpisany adres e-mail. Podaj pełny adres, np. {email}',
    'Indirizzo e-mail non valido. Inserisci un indirizzo completo, ad es. {email}',
    'Wrongly entered e-mail address. Enter a full address, e.g. {email}',
  ],
  ['incorect_invoice_phone', 'Podaj telefon klienta.', 'Inserisci il telefono del cliente.', "Enter the client's phone."],
  ['incorect_invoice_zipcode', 'Podaj kod pocztowy klienta.', 'Inserisci il codice postale del cliente.', "Enter the client's postal code."],
  [
    'incorect_login',
    'Login musi mieć od 3 do 40 znaków. Dozwolone są litery, cyfry oraz znaki @ . - _',
    'Il login deve avere da 3 a 40 caratteri. Sono ammessi lettere, cifre e i caratteri @ . - _',
    'The login must have 3 to 40 characters: letters, digits and @ . - _',
  ],
  ['incorect_nip', 'Niepoprawny NIP dla wybranego kraju.', 'Partita IVA digitata in modo errato.', 'Invalid tax number (NIP / VAT) for the chosen country.'],
  ['incorect_phone', 'Podaj swój telefon.', 'Inserisci il tuo telefono.', 'Enter your phone number.'],
  ['incorect_shops', 'Wybierz sklep z listy.', "Scegli un negozio dall'elenco.", 'Choose a shop from the list.'],
  ['incorect_zipcode', 'Błędny kod pocztowy.', 'Codice postale digitato in modo errato.', 'Wrong postal code.'],
  ['incorrect_region', 'Błędnie wybrany region / obszar.', 'Regione / area scelta in modo errato.', 'Wrongly chosen region / area.'],
  ['invalid_format', 'Niepoprawny format. Pole musi zawierać co najmniej jedną literę.', 'Formato non valido.', 'Invalid format.'],
  ['login_equals_password', 'Hasło jest takie samo jak login.', 'La password è uguale al login.', 'The password is the same as the login.'],
  ['login_taken', 'Ten login jest już zajęty.', 'Questo login è già in uso.', 'This login is already taken.'],
  ['used_login', 'Ten login jest już zajęty.', 'Questo login è già in uso.', 'This login is already taken.'],
  [
    'login_taken_login_propose',
    'Ten login jest już zajęty. Proponowany login: {message}',
    'Questo login è già in uso. Login proposto: {message}',
    'This login is already taken. Proposed login: {message}',
  ],
  ['no_city', 'Podaj miejscowość.', 'Inserisci la città.', 'Enter the city.'],
  ['no_delivery_city', 'Podaj miejscowość odbiorcy.', 'Inserisci la città del destinatario.', "Enter the recipient's city."],
  ['no_delivery_firstname', 'Podaj imię odbiorcy.', 'Inserisci il nome del destinatario.', "Enter the recipient's first name."],
  ['no_delivery_lastname', 'Podaj nazwisko odbiorcy.', 'Inserisci il cognome del destinatario.', "Enter the recipient's last name."],
  ['no_delivery_street', 'Podaj ulicę i numer odbiorcy.', 'Inserisci la via e il numero civico del destinatario.', "Enter the recipient's street and number."],
  ['no_firmname', 'Błędna nazwa firmy.', "Nome dell'azienda errato.", 'Wrong company name.'],
  ['no_firstname', 'Podaj swoje imię.', 'Inserisci il tuo nome.', 'Enter your first name.'],
  // §8.1: in the Italian locale no_invoice_city is left in Polish.
  ['no_invoice_city', 'Podaj miejscowość klienta.', 'Podaj miejscowość klienta.', "Enter the client's city."],
  ['no_invoice_firmname', 'Podaj nazwę firmy klienta.', "Inserisci il nome dell'azienda del cliente.", "Enter the client's company name."],
  ['no_invoice_firstname', 'Podaj imię klienta.', 'Inserisci il nome del cliente.', "Enter the client's first name."],
  ['no_invoice_lastname', 'Podaj nazwisko klienta.', 'Inserisci il cognome del cliente.', "Enter the client's last name."],
  ['no_invoice_street', 'Podaj ulicę klienta.', 'Inserisci la via del cliente.', "Enter the client's street."],
  ['no_invoice_street_number', 'Podaj numer domu klienta.', 'Inserisci il numero civico del cliente.', "Enter the client's house number."],
  ['no_login', 'Podaj swój login.', 'Inserisci il tuo login.', 'Enter your login.'],
  ['no_name', 'Podaj swoje nazwisko.', 'Inserisci il tuo cognome.', 'Enter your surname.'],
  ['no_password', 'Podaj swoje hasło.', 'Inserisci la tua password.', 'Enter your password.'],
  ['no_street', 'Podaj ulicę lub miejscowość.', 'Inserisci la via o la località.', 'Enter a street or town.'],
  ['no_street_number', 'Podaj numer domu.', 'Inserisci il numero civico.', 'Give the house number.'],
  ['no_street_number_uk', 'Brak numeru domu (numeru posesji).', 'Manca il numero civico (numero della proprietà).', 'House number (property number) missing.'],
  [
    'not_equal_passwords',
    'Hasła się różnią. Wpisz ponownie hasło i jego potwierdzenie.',
    'Le password sono diverse. Inserisci di nuovo la password e la sua conferma.',
    'The passwords differ. Enter the password and its confirmation again.',
  ],
  // §5.2: the Italian messages append the minimum / maximum length.
  [
    'password_to_long',
    'Hasło jest za długie (maksymalnie 30 znaków).',
    'La password è troppo lunga. Lunghezza massima: 30',
    'The password is too long (at most 30 characters).',
  ],
  [
    'password_to_short',
    'Hasło jest za krótkie (minimum 6 znaków).',
    'La password è troppo corta. Lunghezza minima: 6',
    'The password is too short (at least 6 characters).',
  ],
  [
    'incorrect_iban',
    'Format numeru rachunku bankowego jest niepoprawny.',
    'Il formato del numero di conto corrente non è valido',
    'The bank account number format is invalid.',
  ],
];

/** The §8.1 codes the catalogue knows. */
export const CATALOGUE_CODES: readonly string[] = CODES.map((r) => r[0]);

/** Generic texts of the client checks (§5.1), the widget's own codes and the file alerts (§5.5). */
const GENERIC: readonly Row[] = [
  ['required', 'Proszę wypełnić to pole.', 'Questo campo è obbligatorio.', 'Please fill in this field.'],
  [
    'minlength',
    'Minimalna liczba znaków dla tego pola to {n}',
    'Il numero minimo di caratteri per questo campo è {n}',
    'The minimum number of characters for this field is {n}',
  ],
  [
    'maxlength',
    'Maksymalna liczba znaków dla tego pola to {n}',
    'Il numero massimo di caratteri per questo campo è {n}',
    'The maximum number of characters for this field is {n}',
  ],
  ['digits', 'Pole nie może zawierać cyfr.', 'Il campo non può contenere cifre.', 'The field must not contain digits.'],
  ['select', 'Proszę wybrać opcję.', "Selezionare l'opzione.", 'Please choose an option.'],
  // §5.1: a validated checkbox that is not checked shows no text.
  ['checkbox', '', '', ''],
  [
    'client_exists',
    'Konto z tym adresem e-mail już istnieje. Zaloguj się lub podaj inny adres.',
    'Esiste già un account con questo indirizzo e-mail. Accedi o usa un altro indirizzo.',
    'An account with this e-mail address already exists. Log in or use another address.',
  ],
  [
    'zip_formats',
    'Poprawne formaty kodu pocztowego dla wybranego kraju [X - cyfra, Y - litera]: {formats}',
    'I formati di codice postale validi per il paese indicato sono [X - carattere numerico, Y - carattere alfabetico]: {formats}',
    'The accepted postal code formats for the chosen country [X - digit, Y - letter]: {formats}',
  ],
  [
    'file_type',
    'Nie można wgrać pliku {name}, ponieważ typ pliku jest niedozwolony.',
    'Non è possibile caricare il file {name} perché il tipo di file non è valido..',
    'The file {name} cannot be uploaded because its file type is not allowed.',
  ],
  [
    'file_size',
    'Nie można wgrać pliku {name}, ponieważ przekracza dozwolony rozmiar {size}MB.',
    'Il file {name} non può essere caricato perché supera la dimensione consentita di {size}MB..',
    'The file {name} cannot be uploaded because it exceeds the allowed size of {size}MB.',
  ],
  ['image_formats', 'Możliwe formaty obrazu: .jpg.', 'Formati immagine possibili: .jpg.', 'Possible image formats: .jpg.'],
  ['image_max_size', 'Maksymalny rozmiar obrazu to: {size}px.', "La dimensione massima dell'immagine è: {size}px.", 'The maximum image size is: {size}px.'],
  ['validated', 'Poprawnie wypełnione pole.', 'Campo compilato correttamente.', 'Field filled in correctly.'],
];

export const codeKey = (code: string): string => 'customerForm.' + code;

function catalog(rows: readonly Row[], column: 1 | 2 | 3): Record<string, string> {
  return Object.fromEntries(rows.map((r) => [codeKey(r[0]), r[column]]));
}

/** Same shape as core's Catalogs (the domain imports nothing from core). */
export const customerFormTexts: { pl: Record<string, string>; it: Record<string, string>; en: Record<string, string> } = {
  pl: catalog([...CODES, ...GENERIC], 1),
  it: catalog([...CODES, ...GENERIC], 2),
  en: catalog([...CODES, ...GENERIC], 3),
};

/** True when the catalogue has a text for the code; unknown codes show the server's message. */
export const isKnownCode = (code: string): boolean => codeKey(code) in customerFormTexts.pl;

/** MB to 2 decimals for the §5.5 alert (1 MB = 1024 × 1024 bytes). */
export const megabytes = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(2);
