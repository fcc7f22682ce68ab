import { FieldDataType, ProductType, type ProductTypeValue } from '@shop/shared/constants';
import type { Motif } from './art';

export interface SeedCaptionField {
  label: string;
  dataType: (typeof FieldDataType)[keyof typeof FieldDataType];
  required: boolean;
  parameters?: { min?: number; max?: number; options?: string[] };
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  /** The home page shows only categories with an image; one category has none on purpose. */
  hasImage: boolean;
  /** Two colours for the generated art. */
  palette: [string, string];
  motif: Motif;
  /** Caption fields every clip of this category asks for, after "Story title". */
  captionFields: SeedCaptionField[];
}

export interface SeedProduct {
  name: string;
  pitch: string;
  type: ProductTypeValue;
  price: number;
  categories: string[];
  imageCount?: number;
  /** Seconds. */
  duration?: number;
  available?: boolean;
}

const eventDate = (label = 'Event date', required = false): SeedCaptionField => ({ label, dataType: FieldDataType.DATE, required });
const line = (label: string, required = true): SeedCaptionField => ({ label, dataType: FieldDataType.STRING, required });

export const STORY_TITLE: SeedCaptionField = line('Story title');

export const CATEGORIES: SeedCategory[] = [
  {
    slug: 'wedding',
    name: 'Wedding Stories',
    description: 'From the first look to the last dance: your wedding day told in the photos you already love.',
    hasImage: true,
    palette: ['#c9577a', '#f3c98b'],
    motif: 'rings',
    captionFields: [line("Couple's names"), eventDate('Wedding date', true)],
  },
  {
    slug: 'birthday',
    name: 'Birthday Surprises',
    description: 'A year of smiles set to music, ready to play when the candles are lit.',
    hasImage: true,
    palette: ['#5b4bdb', '#f76b8a'],
    motif: 'balloons',
    captionFields: [line('Name of the birthday star'), { label: 'Age they are turning', dataType: FieldDataType.NUMBER, required: false, parameters: { min: 1, max: 120 } }],
  },
  {
    slug: 'travel',
    name: 'Travel Memories',
    description: 'Road trips, city breaks and faraway beaches, turned into a film you will want to watch again.',
    hasImage: true,
    palette: ['#127a8a', '#8fd3c1'],
    motif: 'mountains',
    captionFields: [line('Destination'), eventDate('First day of the trip')],
  },
  {
    slug: 'family',
    name: 'Baby & Family',
    description: 'First steps, first words and the everyday moments that grow up far too fast.',
    hasImage: true,
    palette: ['#3f8f4f', '#f2d26b'],
    motif: 'house',
    captionFields: [line("Child's name"), eventDate('Date of birth')],
  },
  {
    slug: 'love',
    name: 'Love & Anniversary',
    description: 'Celebrate the years together with a story only the two of you could tell.',
    hasImage: true,
    palette: ['#8e2d4f', '#f08a5d'],
    motif: 'heart',
    captionFields: [
      line('Your names'),
      eventDate('Anniversary date'),
      { label: 'Music mood', dataType: FieldDataType.CHOICE, required: true, parameters: { options: ['Romantic piano', 'Upbeat acoustic', 'Cinematic strings'] } },
    ],
  },
  {
    slug: 'holidays',
    name: 'Holiday Greetings',
    description: 'Season’s greetings that feel personal: your family’s year in a minute or two.',
    hasImage: false,
    palette: ['#1d4e89', '#e94f37'],
    motif: 'stars',
    captionFields: [{ label: 'Greeting message', dataType: FieldDataType.TEXT, required: true }, line('Signed by', false)],
  },
  {
    slug: 'keepsakes',
    name: 'Keepsakes & Gifts',
    description: 'Printed books, engraved USB sticks and gift boxes to hand over with your video story.',
    hasImage: true,
    palette: ['#6b4f3a', '#d9b99b'],
    motif: 'gift',
    captionFields: [],
  },
];

const clip = (name: string, pitch: string, price: number, imageCount: number, duration: number, categories: string[], available = true): SeedProduct => ({
  name,
  pitch,
  type: ProductType.CLIP,
  price,
  imageCount,
  duration,
  categories,
  available,
});

const item = (name: string, pitch: string, price: number, categories: string[], available = true): SeedProduct => ({
  name,
  pitch,
  type: ProductType.SIMPLE,
  price,
  categories,
  available,
});

export const PRODUCTS: SeedProduct[] = [
  clip('Golden Hour Vows', 'Warm, slow fades for a ceremony bathed in evening light.', 49, 30, 150, ['wedding']),
  clip('First Dance', 'Built around one song and the moment the floor is yours.', 39, 20, 105, ['wedding', 'love']),
  clip('Church Bells', 'A classic story from getting ready to the church steps.', 45, 28, 140, ['wedding']),
  clip('Barn & Fairy Lights', 'Rustic textures and soft film grain for a countryside wedding.', 55, 36, 180, ['wedding']),
  clip('City Hall Elopement', 'Short, joyful and to the point, like the day itself.', 29, 15, 75, ['wedding']),
  clip('Beach Ceremony', 'Sea breeze, bare feet and a sunset finale.', 49, 30, 160, ['wedding', 'travel']),
  clip('The Proposal', 'From the nervous question to the happy yes, in under two minutes.', 35, 18, 95, ['wedding', 'love']),
  clip('Wedding Highlights Deluxe', 'Our longest wedding story, with chapters for every part of the day.', 79, 60, 300, ['wedding']),

  clip('Confetti Countdown', 'A bright countdown that ends with a shower of confetti.', 25, 16, 70, ['birthday']),
  clip('Sweet Sixteen', 'Bold colours and quick cuts for a milestone teenage birthday.', 35, 24, 110, ['birthday']),
  clip('Fifty and Fabulous', 'Half a century of photos, decade by decade.', 45, 40, 200, ['birthday']),
  clip('First Birthday Bash', 'Cake smash, balloons and the very first candle.', 29, 20, 90, ['birthday', 'family']),
  clip('Surprise Party Reel', 'Made to play on the big screen when the lights go down.', 39, 25, 120, ['birthday']),
  clip('Retro Arcade Birthday', 'Pixel titles and chiptune energy for the gamer in your life.', 32, 20, 95, ['birthday'], false),
  clip('Garden Party', 'Pastel tones and lazy afternoon sunshine.', 29, 18, 85, ['birthday']),
  clip('Milestone Memories', 'For the big round numbers: 30, 40, 60 and beyond.', 49, 45, 220, ['birthday']),

  clip('Passport Stamps', 'Each destination gets its own stamp as the story travels on.', 39, 30, 150, ['travel']),
  clip('Road Trip Diaries', 'Mile markers, map lines and the songs you sang in the car.', 45, 36, 170, ['travel']),
  clip('Island Hopping', 'Turquoise water, ferry rides and one island after another.', 39, 28, 140, ['travel']),
  clip('City Lights', 'A night-time story for a weekend in the city.', 29, 18, 90, ['travel']),
  clip('Mountain Escape', 'Wide views, long trails and the summit at the end.', 35, 24, 120, ['travel']),
  clip('Backpacker Journal', 'Hand-drawn notes and polaroid frames for the long way round.', 49, 50, 240, ['travel']),
  clip('Honeymoon Film', 'Your first trip as newlyweds, told like a short film.', 55, 40, 200, ['travel', 'love', 'wedding']),
  clip('Weekend Getaway', 'Two days, twenty photos, one lovely little story.', 19, 20, 60, ['travel'], false),

  clip('Hello, Little One', 'Welcome a new baby with soft lullabies and gentle animation.', 35, 24, 110, ['family']),
  clip("Baby's First Year", 'Twelve months, twelve chapters, one very proud family.', 49, 48, 240, ['family']),
  clip('Family Reunion', 'Everyone in one place, from grandparents to the newest cousin.', 45, 40, 180, ['family']),
  clip('Growing Up Fast', 'From nursery to school gates in a heart-tugging montage.', 39, 36, 160, ['family']),
  clip('Grandparents Day', 'A thank-you story for the people who started it all.', 29, 20, 95, ['family', 'love']),
  clip('Back to School', 'New shoes, new bag, new year: the first-day tradition.', 19, 12, 60, ['family']),
  clip('Family Summer Holiday', 'Sandcastles, ice cream and long bright evenings.', 35, 30, 140, ['family', 'travel']),
  clip('Pet Family Portrait', 'Because the four-legged members deserve a story too.', 25, 16, 75, ['family']),

  clip('Our Love Story', 'How you met, where you went and everything since.', 45, 36, 180, ['love']),
  clip('Ten Years Together', 'A decade of photos for a tin or aluminium anniversary.', 49, 40, 210, ['love']),
  clip('Silver Anniversary', 'Twenty-five years, told with silver titles and slow piano.', 59, 50, 250, ['love']),
  clip("Valentine's Note", 'A short and sweet love letter in pictures.', 19, 10, 50, ['love']),
  clip('Golden Anniversary', 'Fifty years of marriage, a story for the whole family to share.', 69, 60, 300, ['love', 'family']),
  clip('Long Distance', 'Video calls, airport hugs and counting the days.', 29, 20, 95, ['love'], false),

  clip('Christmas Card Story', 'Your year in review, wrapped up like a present.', 29, 24, 100, ['holidays', 'family']),
  clip('New Year Countdown', 'The best moments of the year, ending at midnight.', 25, 20, 80, ['holidays']),
  clip('Winter Wonderland', 'Snowflakes, warm lights and cosy evenings at home.', 29, 20, 90, ['holidays']),
  clip('Easter Spring Greeting', 'Fresh spring colours for a cheerful family greeting.', 19, 12, 55, ['holidays']),
  clip('Thanksgiving Table', 'The people around your table, and why you are thankful.', 25, 18, 85, ['holidays', 'family']),
  clip("Mother's Day Thank You", 'A story from the family to the woman who holds it together.', 25, 16, 75, ['holidays', 'family']),

  item('Hardcover Photo Book', 'A 20 x 20 cm hardcover book with 40 pages of stills from your story.', 59, ['keepsakes']),
  item('Layflat Wedding Album', 'Thick layflat pages and a linen cover for your wedding stills.', 129, ['keepsakes', 'wedding']),
  item('Engraved Walnut USB Stick', 'A 32 GB walnut USB stick with your story and names engraved on the lid.', 35, ['keepsakes']),
  item('Crystal USB Keepsake', 'A 16 GB USB stick set in a crystal block, in a velvet-lined case.', 49, ['keepsakes'], false),
  item('Story Gift Box', 'A keepsake box with a USB stick, ten printed stills and a handwritten card.', 79, ['keepsakes']),
  item('Framed Still Print', 'Your favourite frame from the video, printed A4 in an oak frame.', 39, ['keepsakes']),
  item('Canvas Print 40 x 30', 'A gallery-wrapped canvas of one still, ready to hang.', 69, ['keepsakes']),
  item('Video Greeting Card', 'A card with a built-in screen that plays your story when opened.', 50, ['keepsakes', 'holidays']),
  item('Mini Photo Book Trio', 'Three pocket-sized books, one for you and two to give away.', 45, ['keepsakes', 'family']),
  item('Wooden Memory Box', 'A hand-finished box for prints, the USB stick and little mementos.', 55, ['keepsakes']),
];
