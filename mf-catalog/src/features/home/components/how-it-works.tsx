import styles from './how-it-works.module.css';

const STEPS = [
  {
    title: 'Choose video templates',
    text: 'Pick a story for the moment: a wedding, a birthday, a trip or a year of family life.',
    icon: (
      <>
        <rect x="3.5" y="5" width="17" height="12" rx="2" />
        <path d="m10.5 8.8 4 2.2-4 2.2Z" fill="currentColor" />
        <path d="M7 20h10" />
      </>
    ),
  },
  {
    title: 'Upload your photos',
    text: 'Add the pictures you love and a title for your story. We arrange them to the music.',
    icon: (
      <>
        <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
        <circle cx="9" cy="9.5" r="1.6" />
        <path d="m4 17 5-4.5 3.5 3 3-2.5 4.5 4" />
      </>
    ),
  },
  {
    title: 'Download your video',
    text: 'Your finished film arrives ready to share, play at the party or keep for years.',
    icon: (
      <>
        <path d="M12 4v10" />
        <path d="m7.5 10 4.5 4.5 4.5-4.5" />
        <path d="M5 19.5h14" />
      </>
    ),
  },
];

/** Home section 1: the three steps. Its heading is the page's h1. */
export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-it-works-title">
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Photos into film</p>
        <h1 id="how-it-works-title" className={styles.title}>
          How does this work
        </h1>
        <p className={styles.lead}>Turn the photos you already love into a short video story in three simple steps.</p>
      </div>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.icon} aria-hidden="true">
              <svg
                viewBox="0 0 24 24"
                width="28"
                height="28"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {step.icon}
              </svg>
            </span>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h2 className={styles.stepTitle}>{step.title}</h2>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
