// The terms of service: the rules for using the website, the free tools and our production services. They quote
// their own numbers (the process's days, the guarantee's): a change there is a change of the contract, made with
// its text, not a setting a marketer changes.
import { list, paragraph, type LegalDocument } from '@/content/legal/document';
import { textLink } from '@/content/rich-text';
import { legalLinks, site } from '@/content/site';

const helloMail = textLink(site.email.hello, `mailto:${site.email.hello}`);
const privacyPolicyLink = textLink('Privacy Policy', '/privacy-policy');

export const termsOfService: LegalDocument = {
  seo: {
    title: 'Terms of Service',
    description: `The terms for using the ${site.name} website, its free script generators and our video production services, governed by Portuguese law.`,
    keywords: ['terms of service', 'terms and conditions', 'video production contract', 'Portuguese law', site.name],
    path: '/terms-of-service',
  },
  title: 'Terms of Service',
  lead: 'The rules for using this website and our free tools, and the terms on which we script, produce and deliver videos for your company.',
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        paragraph(
          `These terms are an agreement between you and ${site.name}, the trade name of a sole proprietor (empresário em nome individual) established in ${site.location.label} (“we”, “us”). They apply to this website, the free script generators on it, and every video production project we carry out, together with the written proposal for that project. If a proposal and these terms disagree, the proposal wins.`,
        ),
        paragraph(
          'Our services are designed for companies and professionals. If you act as a consumer — for purposes outside your trade or profession — the mandatory protections of Portuguese and EU consumer law apply in addition to these terms, and nothing here limits them.',
        ),
      ],
    },
    {
      id: 'using-the-website',
      heading: 'Using this website',
      blocks: [
        paragraph('You may browse the website and share links to it. Please do not:'),
        list(
          'copy or republish our videos, case studies or articles as your own;',
          'try to break, overload or probe the website or its security;',
          'use automated means to collect content or submit the script generators’ forms in bulk;',
          'submit anyone else’s name or e-mail address without their permission.',
        ),
        paragraph(
          'We keep the website accurate and available, but we may change, pause or remove any part of it. Results quoted in case studies are real results for those clients; they illustrate what is possible and are not a promise of the same outcome for you.',
        ),
      ],
    },
    {
      id: 'free-tools',
      heading: 'Free script generators',
      blocks: [
        paragraph([
          'The video script generator and the general script generator are free. To copy or download a script you give us your name and e-mail address; we use them as described in our ',
          privacyPolicyLink,
          '.',
        ]),
        paragraph(
          'You may use the scripts you generate for any lawful purpose, including commercial videos, without attribution. They are provided as is, as a starting point: check facts, claims and wording before you publish, because you are responsible for what your video says.',
        ),
      ],
    },
    {
      id: 'discovery-calls-and-quotes',
      heading: 'Discovery calls and quotes',
      blocks: [
        paragraph(
          'The discovery call is free and commits you to nothing. After it we send a written proposal with the scope, deliverables, timeline and price. A quote is valid for 30 days. A project starts when you accept the proposal in writing (an e-mail is enough) and, where the proposal asks for one, we receive the deposit.',
        ),
      ],
    },
    {
      id: 'fees-and-payment',
      heading: 'Fees and payment',
      blocks: [
        list(
          'Prices are in US dollars and exclude VAT. VAT is added where Portuguese law requires it; for business clients established in another EU country the reverse-charge rule usually applies.',
          'Unless the proposal says otherwise, we invoice 50% when the project starts and 50% on delivery of the final files. Invoices are due within 14 days.',
          'You can pay by bank transfer or by card through our payment provider.',
          'Late payments of business clients bear interest at the statutory rate for commercial transactions (Decree-Law 62/2013), and we may pause work on the project until the invoice is paid.',
        ),
      ],
    },
    {
      id: 'delivery-and-revisions',
      heading: 'Delivery and revisions',
      blocks: [
        paragraph(
          `Our standard process takes 14 days from kickoff to final delivery, and we deliver edits in 72 hours on average. Timelines assume you send materials, access and feedback when the schedule asks for them; a delay on your side moves delivery by the same time.`,
        ),
        paragraph(
          'Each plan includes the number of revision rounds stated in it; plans with unlimited revisions cover changes within the agreed script and scope. A new concept, a new script or extra footage after script approval is a change of scope, which we quote separately before doing it.',
        ),
        paragraph(
          'Final files are delivered by download link in the formats listed in the proposal. Please review each delivery within 10 business days; after that we treat it as approved.',
        ),
      ],
    },
    {
      id: 'performance-guarantee',
      heading: '30-day performance guarantee',
      blocks: [
        paragraph(
          `Before launch we agree in writing on one metric the video should improve (for example a landing page’s trial sign-up rate) and how it is measured. If that metric has not improved 30 days after the video goes live, we keep iterating — new hooks, edits or cut-downs — free of charge until it does.`,
        ),
        paragraph(
          'The guarantee requires that you publish the video where and as agreed, keep the rest of the page or campaign substantially unchanged during the measurement, and give us read access to the numbers. It is a commitment to further work, not a refund.',
        ),
      ],
    },
    {
      id: 'your-materials',
      heading: 'Your materials and responsibilities',
      blocks: [
        paragraph(
          'You confirm that you have the rights to the logos, footage, screenshots, music and other material you give us, and the consent of the people who appear in it. You are responsible for the accuracy of product claims in approved scripts. You will compensate us for claims from third parties caused by material you supplied.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        paragraph(
          'When the project is paid in full, we transfer to you the economic rights to the final videos and approved scripts, for every use, worldwide and without time limit, under the Portuguese Code of Copyright and Related Rights. Until then you may use deliveries for review only.',
        ),
        paragraph(
          'Stock footage, music, fonts and other third-party assets are licensed to you on their providers’ terms, which we list on request. Project files, raw footage and templates remain ours unless the proposal includes them. Unless you ask us in writing not to, we may show the finished videos in our portfolio once they are public.',
        ),
      ],
    },
    {
      id: 'confidentiality',
      heading: 'Confidentiality',
      blocks: [
        paragraph(
          'We keep unreleased product details, metrics and other non-public information you share with us confidential, use it only for your project, and share it only with team members and subcontractors bound by the same duty. We are happy to sign your non-disclosure agreement.',
        ),
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancellation',
      blocks: [
        paragraph(
          'You may cancel a project at any time by e-mail. You then pay for the work done up to that point, at the proposal’s rates, and any third-party costs we have committed to; we refund the rest of what you paid. We may end a project if an invoice is more than 30 days overdue or if continuing would break the law.',
        ),
        paragraph(
          'If you are a consumer, you may also withdraw from a contract made at a distance within 14 days without giving a reason (Decree-Law 24/2014). If you ask us to start work during that period, you pay for what we have done until you withdraw, and the right ends once the service is fully delivered.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        paragraph(
          'We carry out every project with professional care. For business clients, our total liability for a project is limited to the fees paid for it, and we are not liable for indirect losses such as lost profit or lost data. These limits do not apply to liability that Portuguese law does not allow to be limited, including for intent or gross negligence (Decree-Law 446/85) or for death or personal injury.',
        ),
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-party services',
      blocks: [
        paragraph(
          'The website links to and embeds services run by others — the booking page, video players, social networks. Their own terms apply when you use them, and we are not responsible for their content or availability.',
        ),
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        paragraph([
          'How we handle personal data is explained in our ',
          privacyPolicyLink,
          ', and what is stored on your device in our ',
          textLink('Cookie Policy', '/cookie-policy'),
          '. Where we process personal data on your behalf during a project, for example footage of your customers, we sign a data processing agreement with you.',
        ]),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        paragraph(
          'We may update these terms; the effective date at the top shows the current version. A project always runs on the terms in force when you accepted its proposal, unless we both agree otherwise in writing.',
        ),
      ],
    },
    {
      id: 'law-and-disputes',
      heading: 'Governing law and disputes',
      blocks: [
        paragraph(
          'These terms and every project are governed by Portuguese law. We will always try to resolve a disagreement by talking first. For business clients, the courts of the district of Lisbon have exclusive jurisdiction. Consumers may also bring proceedings in the courts of their place of residence.',
        ),
        paragraph([
          'You can file a complaint in Portugal’s official ',
          textLink('electronic complaints book (Livro de Reclamações)', legalLinks.complaintsBook),
          '. Consumers may also turn to an alternative dispute resolution entity; the ',
          textLink('Portuguese Consumer Portal', legalLinks.consumerPortal),
          ' lists those competent for Lisbon.',
        ]),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [paragraph([`${site.name}, ${site.location.label}. E-mail: `, helloMail, '.'])],
    },
  ],
};
