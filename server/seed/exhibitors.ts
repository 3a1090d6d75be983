import type { ExhibitorDoc } from '../../schemas/exhibitor';
import type { ProductDoc } from '../../schemas/product';
import { CLIP_SECONDS, CLIPS, media, PDF_COUNT, TRACKS } from './catalog';
import { companyNames, PLACES } from './names';
import { type GeneratedPeople, staffMember, type UserInsert } from './people';
import type { Random } from './random';

/** Sponsor levels, best first, with how many exhibitors each has. */
export const SPONSOR_LEVELS = [
  {
    label: 'Platinum',
    order: 1,
    value: 'platinum',
    badge_color: '#6e7781',
    count: 3,
    directory_column_width: 24,
  },
  { label: 'Gold', order: 2, value: 'gold', badge_color: '#bf8700', count: 6, directory_column_width: 12 },
  {
    label: 'Silver',
    order: 3,
    value: 'silver',
    badge_color: '#8c959f',
    count: 10,
    directory_column_width: 8,
  },
  {
    label: 'Bronze',
    order: 4,
    value: 'bronze',
    badge_color: '#a0522d',
    count: 10,
    directory_column_width: 8,
  },
  {
    label: 'Startup Alley',
    order: 5,
    value: 'startup',
    badge_color: '#1a7f37',
    count: 6,
    directory_column_width: 8,
  },
] as const;

/** The companies of the product directory: the Platinum and Gold exhibitors and the first three Silver ones. */
export const PRODUCT_DIRECTORY_COMPANY_IDS = Array.from({ length: 12 }, (_, i) => 501 + i);

/** The companies of the Startup Alley hall (the last level): a hall whose booths hide the meeting scheduler. */
export const STARTUP_ALLEY_COMPANY_IDS = Array.from({ length: 6 }, (_, i) => 530 + i);

/** A video on YouTube (Big Buck Bunny, Blender Foundation, CC BY): the demo's embedded video of a host. */
const HOSTED_VIDEO = 'aqz-KE-bpKQ';

/** The first booth's other networks: every icon of 002 §2 shows on one booth. */
const MORE_NETWORKS = ['facebook', 'instagram', 'twitter', 'pinterest'] as const;

/** Exhibitor tags (the directory's tag filter). */
export const EXHIBITOR_TAGS = TRACKS.map((t) => ({ id: t.id, label: t.label }));

export interface GeneratedExhibitors {
  exhibitors: ExhibitorDoc[];
  products: ProductDoc[];
  staff: UserInsert[];
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** 35 exhibitors in five sponsor levels, each with staff and products; the demo staff account staffs the first. */
export function generateExhibitors(r: Random, people: GeneratedPeople): GeneratedExhibitors {
  const total = SPONSOR_LEVELS.reduce((n, l) => n + l.count, 0);
  const names = companyNames(r, total);
  const exhibitors: ExhibitorDoc[] = [];
  const products: ProductDoc[] = [];
  const staff: UserInsert[] = [];
  let index = 0;
  for (const level of SPONSOR_LEVELS) {
    for (let i = 0; i < level.count; i++, index++) {
      const id = 501 + index;
      const name = names[index] as string;
      const domain = `${slug(name)}.example.com`;
      const members = Array.from({ length: level.order <= 2 ? 4 : r.int(2, 3) }, () =>
        staffMember(people.factory, r, name, domain),
      );
      if (index === 0) {
        const demoStaff = people.demo.staff;
        demoStaff.company = name;
        members[0] = demoStaff;
      }
      staff.push(...members.filter((m) => m !== people.demo.staff));
      const productCount = level.order <= 2 ? 4 : r.int(2, 3);
      const productIds: string[] = [];
      for (let p = 0; p < productCount; p++) {
        const pid = `prod-${id}-${p + 1}`;
        productIds.push(pid);
        const track = r.pick(TRACKS);
        const clip = CLIPS[(index + p) % CLIPS.length] as string;
        products.push({
          id: pid,
          CompID: id,
          type: 'product',
          data: {
            name: `${name.split(' ')[0]} ${r.pick(['Insight', 'Connect', 'Guard', 'Flow', 'Scope', 'Pulse', 'Core', 'Cloud'])} ${r.pick(['Pro', 'Suite', 'Platform', 'Studio', 'Monitor', 'Assist'])}`,
            description: `<p>A tool for ${r.pick(track.problems)}, built with clinicians and validated at ${r.int(3, 40)} sites. It integrates with common health record systems and reports outcomes in real time.</p>`,
            feature_image: media(`images/product-${((index + p) % 6) + 1}.svg`),
            tags: [track.id],
            new_product: p === 0 && r.chance(0.5) ? 1 : 0,
            contact: (members[p % members.length] as UserInsert).uuid,
            array_of_resources: [
              { type: 'link', label: 'Product page', url: `https://${domain}/products/${p + 1}` },
              {
                type: 'pdf',
                label: 'Data sheet',
                url: media(`pdf/brochure-${((index + p) % PDF_COUNT.brochures) + 1}.pdf`),
              },
              { type: 'video', label: 'Demo video', url: media(`${clip}.mp4`) },
              ...(index === 0 && p === 0
                ? [
                    {
                      type: 'youtube' as const,
                      label: 'Product tour',
                      url: `https://www.youtube.com/watch?v=${HOSTED_VIDEO}`,
                    },
                  ]
                : []),
            ],
          },
        });
      }
      const place = r.pick(PLACES);
      const clip = CLIPS[index % CLIPS.length] as string;
      exhibitors.push({
        CompanyInfo: {
          CompID: id,
          CompUUID: r.uuid(),
          Companyname: name,
          Country: place.country,
          Description: `<p>${name} builds ${r.pick(['software', 'devices', 'data services', 'laboratory services', 'analytics'])} for ${r.pick(TRACKS).label.toLowerCase()}. Visit our booth to see a demonstration and meet the team.</p>`,
          CompLogo: media(`images/logo-${id}.svg`),
          Website: `https://www.${domain}`,
          tags: r.sample(EXHIBITOR_TAGS, r.int(1, 3)).map((t) => t.id),
          SocialLinksObject: [
            { type: 'linkedin', url: `https://www.linkedin.com/company/${slug(name)}` },
            ...(r.chance(0.5)
              ? [{ type: 'youtube' as const, url: `https://www.youtube.com/@${slug(name)}` }]
              : []),
            ...(index === 0
              ? MORE_NETWORKS.map((type) => ({ type, url: `https://www.${type}.com/${slug(name)}` }))
              : []),
          ],
          booth_number_array: [`${String.fromCharCode(65 + (index % 6))}${100 + index}`],
          support_level: level.label,
          showContactUs: 1,
          ...(level.order <= 3
            ? {
                VirtualMeetingURL: `https://meet.example.com/booth-${id}`,
                VirtualMeetingInfoJSON: {
                  VirtualMeetingDescription: 'Drop in for a live demonstration with our team.',
                  ...(level.order <= 2 ? { raffle_code: `WIN${id}` } : {}),
                },
              }
            : // Bronze and Startup Alley booths have no video rooms; Silver ones a lobby only (see config.ts).
              { VirtualMeetingInfoJSON: { disable_video_chat: 1 } }),
          ...(level.order === 1
            ? {
                enhanced_booth_config: {
                  booth_rollups: [
                    {
                      label: 'Brochure',
                      url: media(`pdf/brochure-${(index % PDF_COUNT.brochures) + 1}.pdf`),
                    },
                  ],
                  booth_background_url: media('images/booth-stage.svg'),
                  main_video_url: media(`${clip}.mp4`),
                  main_image_url: media(`images/logo-${id}.svg`),
                  booth_header_url: media(`images/logo-${id}.svg`),
                },
              }
            : {}),
        },
        badgeObj: {
          label: level.label,
          badge_color: level.badge_color,
          order: level.order,
          directory_column_width: level.directory_column_width,
        },
        media: {
          youtube: [
            ...Array.from({ length: level.order <= 2 ? 2 : 1 }, (_, v) => {
              const c = CLIPS[(index + v) % CLIPS.length] as string;
              return {
                type: 'video' as const,
                data: {
                  title: v === 0 ? `${name} overview` : '',
                  url: media(`${c}.mp4`),
                  image_url: media(`images/${c}-thumbnail.svg`),
                  iframeHtml: `<video src="${media(`${c}.mp4`)}" controls preload="metadata" data-duration="${CLIP_SECONDS}"></video>`,
                },
              };
            }),
            ...(index === 0
              ? [
                  {
                    type: 'video' as const,
                    data: {
                      title: `${name} on YouTube`,
                      image_url: media(`images/${clip}-thumbnail.svg`),
                      iframeHtml: `<iframe width="560" height="315" src="https://www.youtube.com/embed/${HOSTED_VIDEO}" title="YouTube video player" frameborder="0" allowfullscreen></iframe>`,
                    },
                  },
                ]
              : []),
          ],
          raffle:
            level.order <= 2
              ? [
                  {
                    type: 'raffle',
                    data: { label: 'Enter our raffle', image_url: media(`images/logo-${id}.svg`) },
                  },
                ]
              : [],
          pdf: [
            {
              type: 'pdf',
              data: {
                label: `${name} brochure`,
                url: media(`pdf/brochure-${(index % PDF_COUNT.brochures) + 1}.pdf`),
              },
            },
          ],
          links: [
            { type: 'link', data: { label: 'Website', url: `https://www.${domain}` } },
            { type: 'link', data: { label: 'Careers', url: `www.${domain}/careers` } },
          ],
          products: productIds,
        },
        contact_info: members.map((m) => ({
          uuid: m.uuid,
          firstName: m.firstname ?? '',
          lastName: m.lastname ?? '',
          contactTitle: m.contactTitle ?? '',
          picture: m.picture ?? 'default-avatar.png',
        })),
      });
    }
  }
  return { exhibitors, products, staff };
}
