import type { AboutSection, ContentPage, Faq } from '@shop/shared/contracts';
import { NavigationGroup, type NavigationGroupValue } from '@shop/shared/constants';

export const LEAD_TIME_PRICES = [
  { caption: 'Standard', price: 0, period: 72 },
  { caption: 'Fast', price: 19, period: 24 },
  { caption: 'Express', price: 39, period: 6 },
];

/** Category links in the header; the footer lists every category. */
export const HEADER_CATEGORY_SLUGS = ['wedding', 'birthday', 'travel', 'family'];

export function navigation(categories: { slug: string; name: string }[]): { group: NavigationGroupValue; title: string; path: string }[] {
  const categoryLinks = (slugs: string[]) =>
    slugs.map((slug) => ({ title: categories.find((category) => category.slug === slug)?.name ?? slug, path: `/catalog/${slug}` }));
  return [
    ...[{ title: 'Home', path: '/' }, { title: 'Catalog', path: '/catalog' }, ...categoryLinks(HEADER_CATEGORY_SLUGS), { title: 'FAQ', path: '/faq' }, { title: 'About us', path: '/about-us' }].map(
      (entry) => ({ ...entry, group: NavigationGroup.HEADER }),
    ),
    ...[
      { title: 'About us', path: '/about-us' },
      { title: 'FAQ', path: '/faq' },
      // The account menu the spec lists has no Support entry; without this the chat is reachable only from the FAQ.
      { title: 'Support', path: '/account/support' },
      { title: 'Shipping & delivery', path: '/pages/shipping' },
      { title: 'Terms of service', path: '/pages/terms-of-service' },
      { title: 'Privacy policy', path: '/pages/privacy-policy' },
    ].map((entry) => ({ ...entry, group: NavigationGroup.FOOTER_PRIMARY })),
    ...categoryLinks(categories.map((category) => category.slug)).map((entry) => ({ ...entry, group: NavigationGroup.FOOTER_SECONDARY })),
  ];
}

export const FAQ: Omit<Faq, 'id'>[] = [
  {
    question: 'How does a video story work?',
    answer: 'Choose a template from the catalogue, upload your photos and add a title and a few details. Our editors put it together, and you download the finished video from your account.',
  },
  {
    question: 'How many photos can I upload?',
    answer: 'Each template shows how many pictures it is made for. You can add extra photos on the product page, before you add the story to your cart; the story gets a little longer with each one.',
  },
  {
    question: 'Which photo formats do you accept?',
    answer: 'JPEG, PNG, WebP and AVIF. An iPhone sends its photos as JPEG when you pick them in the browser. Large files are fine: they upload in parts, so a slow connection will not make you start over.',
  },
  {
    question: 'How long does it take to get my video?',
    answer: 'Standard delivery takes up to 72 hours after payment. Choose Fast (24 hours) or Express (6 hours) in the cart if you need it sooner. A countdown in your account shows when it will be ready.',
  },
  {
    question: 'Can I change the music or the titles?',
    answer: 'Yes. Templates with a music choice let you pick the mood, and every story has a title you write yourself. For anything else, send us a message from the <a href="/account/support">Support page</a> in your account.',
  },
  {
    question: 'Do you ship printed products abroad?',
    answer: 'Photo books, USB sticks and gift boxes ship to every country the checkout lists, and shipping is included in their price. Delivery times are on our <a href="/pages/shipping">Shipping &amp; delivery</a> page.',
  },
  {
    question: 'What if I am not happy with my video?',
    answer: 'Tell us what you would like changed within 14 days and we will re-edit it for free. If we still cannot get it right, we refund the order.',
  },
  {
    question: 'Are my photos private?',
    answer: 'Your photos are used only to make your video. Nobody else can see them, and we delete them 90 days after delivery unless you ask us to keep them longer.',
  },
  {
    question: 'Can I order a video as a gift?',
    answer: 'Of course. Add the video card player in the cart to have the story delivered in a printed card with a built-in screen, or send the download link yourself.',
  },
  {
    question: 'How do coupons work?',
    answer: 'Type the code in the coupon field in your cart and press Apply. Coupons you have received are listed in your account under Coupons.',
  },
];

export const ABOUT: AboutSection[] = [
  {
    key: 'welcome',
    title: 'Welcome to Story Shop',
    content: 'We turn the photos on your phone into short films you will actually watch again. Pick a story, add your pictures, and we do the rest.',
  },
  {
    key: 'our-story',
    title: 'Our story',
    content:
      'Story Shop began in 2019 when two video editors made a film for a friend’s wedding from nothing but guests’ phone photos. The couple cried, the guests asked for their own, and a small studio was born.\n\nToday a team of twelve editors, designers and developers works from Portland and Lisbon, and we have made more than forty thousand stories for families around the world.',
  },
  {
    key: 'what-we-offer',
    title: 'What we offer',
    content:
      'Video stories for weddings, birthdays, travels, babies, anniversaries and holidays, each designed by our own team. Printed photo books, engraved USB sticks and gift boxes to hand your story over in style. And delivery in as little as six hours when the party is tonight.',
  },
  {
    key: 'our-process',
    title: 'Our process',
    content:
      'You choose a template and upload your photos. An editor — a real person — arranges them, matches the cuts to the music and checks every title. Before delivery a second editor watches the whole story. Then it lands in your account, ready to download and share.',
  },
];

export const PAGES: ContentPage[] = [
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    shortTitle: 'Terms',
    content: `<h2>1. Who we are</h2>
<p>Story Shop makes personalised video stories from photos supplied by customers and sells related printed products. By placing an order you agree to these terms.</p>
<h2>2. Orders and payment</h2>
<p>Prices are shown in US dollars and exclude applicable taxes and a handling fee, which are added at checkout. An order is accepted when payment has been confirmed.</p>
<ul><li>Video stories are made to order once your photos and captions are complete.</li><li>Printed products ship after the video story they belong to is ready.</li></ul>
<h2>3. Your photos</h2>
<p>You confirm that you have the right to use the photos you upload. You keep all rights to them; you give us permission to use them only to make and deliver your order.</p>
<h2>4. Delivery times</h2>
<p>The delivery time of a video story depends on the lead time chosen in the cart and starts when payment is confirmed and all photos are uploaded.</p>
<h2>5. Revisions and refunds</h2>
<p>If a video story does not match what you ordered, tell us within 14 days and we will revise it free of charge. If we cannot fix it, we refund the price of that item.</p>
<h2>6. Contact</h2>
<p>Questions about these terms? Write to <a href="mailto:hello@storyshop.example">hello@storyshop.example</a>.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    shortTitle: 'Privacy',
    content: `<h2>What we collect</h2>
<p>We collect the details you give us when you create an account or place an order — your name, email address, billing address and phone number — and the photos you upload.</p>
<h2>How we use it</h2>
<ul><li>To make and deliver your video stories and printed products.</li><li>To answer your support messages.</li><li>To send order updates; marketing email only if you opt in.</li></ul>
<h2>How long we keep it</h2>
<p>Photos are deleted 90 days after delivery unless you ask us to keep them. Order records are kept for seven years for tax purposes.</p>
<h2>Who we share it with</h2>
<p>Our payment provider processes card payments; we never see or store your card number. Printed products are made and shipped by our print partner, who receives only what the order needs.</p>
<h2>Your rights</h2>
<p>You can see, correct or delete your data at any time from your account settings, or by writing to <a href="mailto:privacy@storyshop.example">privacy@storyshop.example</a>.</p>`,
  },
  {
    slug: 'shipping',
    title: 'Shipping & Delivery',
    shortTitle: 'Shipping',
    content: `<h2>Video stories</h2>
<p>Video stories are delivered to your account, ready to watch online and download. Standard delivery takes up to 72 hours; Fast and Express options are offered in the cart.</p>
<h2>Printed products</h2>
<p>Shipping is included in the price of every printed product, to every country the checkout lists.</p>
<table><thead><tr><th>Destination</th><th>Time</th></tr></thead><tbody><tr><td>USA</td><td>3–5 business days</td></tr><tr><td>Canada</td><td>5–8 business days</td></tr><tr><td>UK and EU</td><td>6–10 business days</td></tr><tr><td>Everywhere else</td><td>8–15 business days</td></tr></tbody></table>
<h2>Tracking</h2>
<p>Once your parcel ships, its tracking number appears next to the item in your order list.</p>`,
  },
];

export const REVIEWS = [
  {
    rating: 5,
    author: 'Emily Carter',
    post: 'Bride, Portland',
    content:
      'We had hundreds of photos from guests and no idea what to do with them. Story Shop turned them into a five-minute film that made my grandmother cry happy tears.\n\nThe Express option saved us: we showed it at the brunch the day after the wedding.',
  },
  {
    rating: 5,
    author: 'Marcus Bell',
    post: 'Dad of three',
    content: "I ordered Baby's First Year for our youngest and it's the best thing we own.\n\nThe editor even fixed the order of a few photos I'd mixed up. Thoughtful work.",
  },
  {
    rating: 4,
    author: 'Priya Raman',
    post: 'Travel blogger',
    content:
      'Road Trip Diaries is now my favourite way to wrap up a trip. The map animation between stops is a lovely touch.\n\nI wish there were a few more music choices, but support swapped the track for me within a day.',
  },
  {
    rating: 5,
    author: 'Daniel & Sofia',
    post: 'Married 25 years',
    content: 'Our children secretly ordered the Silver Anniversary story and played it at our party.\n\nTwenty-five years in four minutes. We have watched it a dozen times since.',
  },
  {
    rating: 5,
    author: 'Hannah Lee',
    post: 'Event planner',
    content: 'I recommend Story Shop to every couple I work with now. Clear pricing, real people answering questions, and videos that look far more expensive than they are.',
  },
  {
    rating: 4,
    author: 'Tom Wright',
    post: 'Customer since 2021',
    content: 'The Story Gift Box was a hit with my parents — the engraved USB stick feels like a proper keepsake.\n\nDelivery to the UK took a week, exactly as promised.',
  },
];
