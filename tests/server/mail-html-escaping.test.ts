import { registrationMail } from '../../host/server/mail/account-mails';
import { messageMail } from '../../host/server/legacy/message-mail';

/** What a person typed (a name, a message) reaches a mail's HTML as text, never as markup. */
const hostile = '<img src=x onerror=alert(1)> & "quotes" \'too\'';

test("an account mail's HTML shows the recipient's name as text", () => {
  const mail = registrationMail({ name: hostile, email: 'jane@example.com' }, 'https://vigil.example', 'token');
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; &#39;too&#39;');
  expect(mail.html).not.toContain('<img');
  expect(mail.text).toContain(hostile);
});

test("a message mail's HTML shows the sender, the message and a pickup's details as text", () => {
  const mail = messageMail(
    {
      recipient: { name: 'Jane', email: 'jane@example.com', language: 'en' },
      sender: hostile,
      content: `${hostile}\nsecond line`,
      pickup: { date: hostile, airport: '<b>FCO</b>', location: 'Gate 3', driver: 'Mario', driverDetail: '<script>x</script>', company: 'Taxi', vhl: 'AB 123' },
    },
    'https://vigil.example',
  );
  expect(mail.html).not.toMatch(/<(img|b|script)\b/);
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; &#39;too&#39;<br>second line');
  expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
});
