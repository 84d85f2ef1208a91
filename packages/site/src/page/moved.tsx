import { useEffect } from 'react';
import { useNavigate } from 'react-router';

const external = (to: string) => /^https?:\/\//.test(to);

/**
 * A path docs.json redirects (`redirects`): the reader is taken to `to` at once, replacing the old address
 * in the history (an address outside the site: the browser goes there). Without JavaScript, the page's
 * `<meta http-equiv="refresh">` does it; the link is there for a reader whose browser does neither.
 */
export function Moved({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (external(to)) window.location.replace(to);
    else void navigate(to, { replace: true });
  }, [to, navigate]);
  return (
    <article className="site-page site-moved">
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <h1>This page has moved</h1>
      <p>
        It is now at <a href={to}>{to}</a>.
      </p>
    </article>
  );
}
