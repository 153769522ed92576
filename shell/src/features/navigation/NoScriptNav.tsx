import styled from 'styled-components';
import { menuGroups } from './menuDefinitions';

const Nav = styled.nav`
  max-width: 1400px;
  margin: 0 auto;
  padding: 0.5rem 1.25rem 0.75rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  font-size: 0.9rem;
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
  strong { display: block; }
`;

/**
 * The mega menu as plain links for a reader without JavaScript (its groups open with script):
 * every page of the header is one click away, as in the menu.
 */
export function NoScriptNav() {
  return (
    <noscript>
      <Nav aria-label="Site pages">
        {menuGroups.map((group) => (
          <div key={group.title}>
            <strong>{group.title}</strong>
            <ul>
              {group.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Nav>
    </noscript>
  );
}
