/** Shapes of the site owner's data (spec §3). The values live in `owner.ts`. */

export interface ContactInfo {
  phone: string;
  email: string;
  address: string;
  website: string;
  /** The footer's five links, in display order. */
  links: ContactLink[];
}

export type ContactKind = 'social' | 'messenger' | 'mail' | 'code' | 'professional';

export interface ContactLink {
  kind: ContactKind;
  label: string;
  href: string;
}

export interface Profile {
  name: string;
  /** The name under the installed app's icon (the web app manifest's short name): 12 characters at most, or launchers cut it. */
  shortName: string;
  /** Short line under the name in the intro. */
  headline: string;
  birthDate: string;
  photo: string;
  summary: string;
  skills: string[];
}

export interface EducationRecord {
  Type: string;
  Organization: string;
  Completion: number;
  Location: string;
}

export interface ProjectRecord {
  name: string;
  description: string;
  language: string;
  location: string;
}

export interface TextSection {
  id: string;
  title: string;
  paragraphs: string[];
}

export interface OwnerContent {
  profile: Profile;
  /** Rotating self-descriptions of the intro (spec §1). */
  introWords: (string | number)[];
  about: TextSection;
  academics: TextSection;
  hobbies: { title: string; items: string[] };
  beliefs: TextSection;
  motivation: TextSection;
  education: EducationRecord[];
  projects: ProjectRecord[];
  contact: ContactInfo;
}
