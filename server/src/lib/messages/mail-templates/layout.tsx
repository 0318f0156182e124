import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { Language } from '@portal/contracts/language';

/** What every mail carries around its own content: who sends it and why the reader got it. */
export interface MailFrame {
  language: Language;
  /** The club's name, or the portal's for a mail about the account itself. */
  sender: string;
  heading: string;
  /** The line a mail program shows beside the subject. */
  preview: string;
  /** The footer: why this person got this mail. */
  reason: string;
}

const page = { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif' };
const card = {
  backgroundColor: '#ffffff',
  borderRadius: '8px',
  margin: '24px auto',
  maxWidth: '560px',
  padding: '24px 28px',
};
const senderStyle = { color: '#1c7ed6', fontSize: '14px', fontWeight: 700, margin: '0 0 8px' };
const headingStyle = { color: '#1a1b1e', fontSize: '22px', margin: '0 0 16px' };
const footer = { color: '#6b7280', fontSize: '12px', lineHeight: '18px', margin: 0 };
export const paragraph = { color: '#1a1b1e', fontSize: '15px', lineHeight: '22px' };
export const code = { fontFamily: 'Menlo, Consolas, monospace', fontSize: '14px' };

/** The one frame of every mail the portal sends; inline styles, since mail programs drop others. */
export function MailLayout({ frame, children }: { frame: MailFrame; children: ReactNode }) {
  return (
    <Html lang={frame.language}>
      <Head />
      <Preview>{frame.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={senderStyle}>{frame.sender}</Text>
          <Heading as="h1" style={headingStyle}>
            {frame.heading}
          </Heading>
          {children}
          <Hr />
          <Text style={footer}>{frame.reason}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** The mail's one call to action, as a button that also reads well in the plain-text part. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: '#1c7ed6',
          borderRadius: '6px',
          color: '#ffffff',
          fontSize: '15px',
          padding: '10px 18px',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}
