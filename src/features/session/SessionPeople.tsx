import { Link } from 'wouter';
import { Box } from './parts';
import type { Person } from './sessionPage.view';

/** Speakers or chairs of the session page: name with title and degrees (a link to the profile), company, chair role. */
export function SessionPeople({
  title,
  people,
  profileOf,
}: {
  title: string;
  people: readonly Person[];
  profileOf?: ((uuid: string) => string) | undefined;
}) {
  if (people.length === 0) return null;
  return (
    <Box aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {people.map((p) => (
          <li key={p.uuid}>
            <strong>
              {profileOf ? (
                <Link href={profileOf(p.uuid)}>
                  {[p.Mr, p.Firstname, p.Lastname].filter(Boolean).join(' ')}
                </Link>
              ) : (
                [p.Mr, p.Firstname, p.Lastname].filter(Boolean).join(' ')
              )}
              {p.ContactDegrees ? `, ${p.ContactDegrees}` : ''}
            </strong>
            {p.Company ? ` · ${p.Company}` : ''}
            {p.chair_type ? ` · ${p.chair_type}` : ''}
          </li>
        ))}
      </ul>
    </Box>
  );
}
