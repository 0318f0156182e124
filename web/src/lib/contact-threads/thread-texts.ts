export const threadsEn = {
  you: 'You',
  club: 'The club',
  wrote: '{{name}} · {{date}}',
  answer: 'Your answer',
  reply: 'Reply',
  send: 'Send',
  sent: 'Your answer was sent.',
  failed: 'Your answer could not be sent. Please try again.',
  limit: 'You have written too often in the last few minutes. Please wait a little.',
  length: '{{count}} of {{max}} characters',
  states: { open: 'Awaiting answer', answered: 'Answered' },
  errors: {
    required: 'Please write something.',
    tooLong: 'The text is too long.',
    controlCharacters: 'Please remove the special characters.',
  },
};
export type ThreadTexts = typeof threadsEn;

export const threadsDa: ThreadTexts = {
  you: 'Dig',
  club: 'Klubben',
  wrote: '{{name}} · {{date}}',
  answer: 'Dit svar',
  reply: 'Svar',
  send: 'Send',
  sent: 'Dit svar er sendt.',
  failed: 'Dit svar kunne ikke sendes. Prøv igen.',
  limit: 'Du har skrevet for mange gange inden for de sidste minutter. Vent lidt.',
  length: '{{count}} af {{max}} tegn',
  states: { open: 'Afventer svar', answered: 'Besvaret' },
  errors: {
    required: 'Skriv venligst noget.',
    tooLong: 'Teksten er for lang.',
    controlCharacters: 'Fjern specialtegnene.',
  },
};
