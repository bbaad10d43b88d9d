/** Renders the sandbox post pages in the DOM shapes of X, Bluesky, Mastodon and (new and old) Reddit. */
import type { SandboxPostItem, SandboxPostPage } from './posts';

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function origin(page: SandboxPostPage, port: number, host = page.host): string {
  return `http://${host}:${port}`;
}

function niceDate(iso: string): string {
  const d = new Date(iso);
  const month = d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${month} ${d.getUTCDate()}, ${d.getUTCFullYear()} at ${h12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

function shortDate(iso: string): string {
  const d = new Date(iso);
  return `${d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${d.getUTCDate()}`;
}

// ---------------------------------------------------------------- X

/** A quoted post's card inside a tweet: a link block with the quoted author's name and words (no profile links). */
function quotedTweet(item: SandboxPostItem): string {
  const text = esc(item.paragraphs.join('\n\n'));
  return `<div class="css-175oi2r r-9aw3ui"><div aria-labelledby="id__q${item.id}" role="link" tabindex="0" class="css-175oi2r r-adacv r-1udh08x r-1ets6dv">
  <div class="css-175oi2r r-eqz5dr"><div class="css-175oi2r" data-testid="User-Name"><div dir="ltr" class="css-146c3p1"><span class="css-1jxf684">${esc(item.author.name)}</span></div><div dir="ltr" class="css-146c3p1"><span class="css-1jxf684">@${esc(item.author.handle)}</span></div><div dir="ltr" class="css-146c3p1"><time datetime="${item.publishedAt}">${shortDate(item.publishedAt)}</time></div></div></div>
  <div dir="auto" lang="en" class="css-146c3p1" id="id__q${item.id}" data-testid="tweetText"><span class="css-1jxf684">${text}</span></div>
</div></div>`;
}

function tweet(item: SandboxPostItem, options: { focal?: boolean; ad?: boolean } = {}): string {
  const { author } = item;
  const text = esc(item.paragraphs.join('\n\n'));
  const time = options.ad
    ? '<span>Ad</span>'
    : `<a href="/${author.handle}/status/${item.id}" dir="ltr" aria-label="${esc(niceDate(item.publishedAt))}" role="link" class="css-146c3p1 r-bcqeeo"><time datetime="${item.publishedAt}">${options.focal ? esc(niceDate(item.publishedAt)) : shortDate(item.publishedAt)}</time></a>`;
  const article = `<article aria-labelledby="id__${item.id}" role="article" tabindex="${options.focal ? '-1' : '0'}" class="css-175oi2r r-18u37iz r-1udh08x" data-testid="tweet">
  <div class="css-175oi2r r-eqz5dr r-16y2uox r-1wbh5a2">
    <div class="css-175oi2r r-18kxxzh r-1wron08"><div class="css-175oi2r" data-testid="Tweet-User-Avatar"><a href="/${author.handle}" aria-hidden="true" role="link" tabindex="-1"><img alt="" draggable="true" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></a></div></div>
    <div class="css-175oi2r r-1iusvr4 r-16y2uox r-1777fci r-kzbkwu">
      <div class="css-175oi2r r-zl2h9q"><div class="css-175oi2r r-k4xj1c r-18u37iz r-1wtj0ep">
        <div class="css-175oi2r r-1wbh5a2 r-dnmrzs r-1ny4l3l" id="id__${item.id}" data-testid="User-Name">
          <div class="css-175oi2r r-1awozwy r-18u37iz r-1wbh5a2 r-dnmrzs"><a href="/${author.handle}" role="link" class="css-175oi2r r-1wbh5a2 r-dnmrzs r-1ny4l3l"><div dir="ltr" class="css-146c3p1 r-bcqeeo r-1ttztb7 r-qvutc0"><span class="css-1jxf684 r-dnmrzs r-1udh08x"><span class="css-1jxf684 r-bcqeeo r-1ttztb7 r-qvutc0">${esc(author.name)}</span></span></div></a></div>
          <div class="css-175oi2r r-18u37iz r-1wbh5a2 r-13hce6t"><div class="css-175oi2r r-1d09ksm r-18u37iz r-1wbh5a2"><a href="/${author.handle}" role="link" tabindex="-1" class="css-175oi2r r-1wbh5a2 r-dnmrzs r-1ny4l3l"><div dir="ltr" class="css-146c3p1 r-dnmrzs r-1udh08x"><span class="css-1jxf684 r-bcqeeo r-1ttztb7 r-qvutc0">@${esc(author.handle)}</span></div></a><div dir="ltr" aria-hidden="true" class="css-146c3p1 r-1q142lx r-n7gxbd"><span class="css-1jxf684 r-bcqeeo">·</span></div><div class="css-175oi2r r-18u37iz r-1q142lx">${time}</div></div></div>
        </div>
      </div></div>
      <div class="css-175oi2r"><div dir="auto" lang="en" class="css-146c3p1 r-bcqeeo r-1ttztb7 r-qvutc0 r-37j5jr r-a023e6 r-rjixqe r-16dba41 r-bnwqim" id="id__t${item.id}" data-testid="tweetText"><span class="css-1jxf684 r-bcqeeo r-1ttztb7 r-qvutc0 r-poiln3">${text}</span></div></div>
      ${item.quoted ? quotedTweet(item.quoted) : ''}
      <div class="css-175oi2r r-1kbdv8c r-18u37iz r-1wtj0ep r-1ye8kvj r-1s2bzr4" aria-label="4 replies, 18 reposts, 57 likes, 2913 views" role="group" id="id__g${item.id}">
        <div class="css-175oi2r r-18u37iz r-1h0z5md r-13awgt0"><button aria-label="4 Replies. Reply" role="button" class="css-175oi2r r-1777fci r-bt1l66" data-testid="reply" type="button"><span>4</span></button></div>
        <div class="css-175oi2r r-18u37iz r-1h0z5md r-13awgt0"><button aria-label="18 reposts. Repost" role="button" class="css-175oi2r" data-testid="retweet" type="button"><span>18</span></button></div>
        <div class="css-175oi2r r-18u37iz r-1h0z5md r-13awgt0"><button aria-label="57 Likes. Like" role="button" class="css-175oi2r" data-testid="like" type="button"><span>57</span></button></div>
      </div>
    </div>
  </div>
</article>`;
  const body = options.ad ? `<div data-testid="placementTracking">${article}</div>` : article;
  return `<div data-testid="cellInnerDiv" style="transform: translateY(0px); position: absolute; width: 100%;"><div class="css-175oi2r r-1igl3o0 r-qklmqi r-1adg3ll r-1ny4l3l"><div class="css-175oi2r">${body}</div></div></div>`;
}

/** An X status page: the author's posts (the first is the focal one), two replies, an ad, then recommendations. */
export function renderXStatus(page: Pick<SandboxPostPage, 'author' | 'posts' | 'others'>): string {
  const [first] = page.posts;
  const [reply1, reply2, recommended, ad] = page.others;
  const cells = [
    ...page.posts.map((item) => tweet(item, { focal: item === first })),
    ...[reply1, reply2].filter((x): x is SandboxPostItem => !!x).map((item) => tweet(item)),
    ad ? tweet(ad, { ad: true }) : '',
    `<div data-testid="cellInnerDiv"><div class="css-175oi2r"><h2 aria-level="2" role="heading" class="css-146c3p1 r-bcqeeo"><span class="css-1jxf684">Discover more</span></h2><div dir="ltr" class="css-146c3p1"><span class="css-1jxf684">Sourced from across X</span></div></div></div>`,
    recommended ? tweet(recommended) : '',
  ];
  return `<!DOCTYPE html>
<html dir="ltr" lang="en"><head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=0,viewport-fit=cover">
<meta property="og:site_name" content="X (formerly Twitter)">
<meta name="apple-mobile-web-app-title" content="X">
<title>${esc(page.author.name)} on X: "${esc(first?.paragraphs[0] ?? '')}" / X</title>
</head><body style="background-color: #FFFFFF;">
<noscript><div><p>JavaScript is not available.</p></div></noscript>
<div id="react-root" style="height:100%;display:flex;"><div class="css-175oi2r r-13awgt0 r-12vffkv"><div class="css-175oi2r r-13awgt0 r-12vffkv">
<div aria-live="polite" aria-relevant="additions text" class="css-175oi2r r-1p0dtai r-1d2f490"></div>
<div class="css-175oi2r r-18u37iz r-13qz1uu r-417010" data-at-shortcutkeys="{}">
<header role="banner" class="css-175oi2r r-lrvibr r-1g40b8q r-obd0qt r-16y2uox"><div class="css-175oi2r r-1pi2tsx"><h1 role="heading" class="css-146c3p1"><a href="/home" aria-label="X" role="link"></a></h1>
<nav aria-label="Primary" role="navigation" class="css-175oi2r r-1awozwy"><a href="/home" aria-label="Home" role="link" data-testid="AppTabBar_Home_Link"><span>Home</span></a><a href="/explore" aria-label="Search and explore" role="link" data-testid="AppTabBar_Explore_Link"><span>Explore</span></a><a href="/notifications" aria-label="Notifications" role="link"><span>Notifications</span></a></nav></div></header>
<main role="main" class="css-175oi2r r-16y2uox r-1wbh5a2 r-1habvwh"><div class="css-175oi2r r-150rngu r-16y2uox r-1wbh5a2 r-rthrr5">
<div class="css-175oi2r r-aqfbo4 r-kemksi r-1h3ijdo r-1e5uvyk r-1ydqjzz" data-testid="primaryColumn">
<div class="css-175oi2r r-aqfbo4 r-gtdqiz r-1gn8etr r-1g40b8q"><div class="css-175oi2r r-1e5uvyk r-6026j"><h2 dir="ltr" aria-level="2" role="heading" class="css-146c3p1"><span class="css-1jxf684">Post</span></h2></div></div>
<section aria-labelledby="accessible-list-1" role="region" class="css-175oi2r"><h1 dir="ltr" aria-level="1" role="heading" class="css-146c3p1 r-4iw3lz" id="accessible-list-1">Conversation</h1>
<div aria-label="Timeline: Conversation" class="css-175oi2r"><div style="position: relative; min-height: 3000px;">
${cells.join('\n')}
</div></div></section></div>
<div class="css-175oi2r r-aqfbo4 r-10f7w94 r-1hycxz" data-testid="sidebarColumn"><div class="css-175oi2r r-1adg3ll r-6026j">
<form aria-label="Search" role="search"><input aria-label="Search query" data-testid="SearchBox_Search_Input" placeholder="Search" role="combobox" type="text" value=""></form>
<section aria-labelledby="accessible-list-2" role="region"><h1 id="accessible-list-2" role="heading">Relevant people</h1><div data-testid="UserCell"><a href="/${page.author.handle}" role="link"><span>${esc(page.author.name)}</span><span>@${esc(page.author.handle)}</span></a><div dir="auto"><span>Official account of the water utility serving 210,000 households.</span></div></div></section>
<div aria-label="Timeline: Trending now" class="css-175oi2r"><h2 role="heading"><span>What’s happening</span></h2>
<div data-testid="trend" role="link" tabindex="0"><div><span>Trending in United Kingdom</span></div><div><span>#LakesideFlood</span></div><div><span>12.4K posts</span></div></div>
<div data-testid="trend" role="link" tabindex="0"><div><span>Politics · Trending</span></div><div><span>Harbour bridge vote</span></div><div><span>3,051 posts</span></div></div></div>
<nav aria-label="Footer" role="navigation"><a href="https://x.com/tos">Terms of Service</a><a href="https://x.com/privacy">Privacy Policy</a><span>© 2026 X Corp.</span></nav>
</div></div>
</div></main></div></div></div></div>
</body></html>`;
}

// ---------------------------------------------------------------- Bluesky

/** A quoted post inside a Bluesky post: a link card with the quoted author and words. */
function blueskyQuote(item: SandboxPostItem): string {
  return `<div role="link" tabindex="0" aria-label="Post by ${esc(item.author.name)}" class="css-175oi2r" style="margin-top: 8px; border-width: 1px; border-radius: 8px; padding: 12px;"><div class="css-175oi2r" style="flex-direction: row; gap: 6px;"><div data-testid="userAvatarImage"><img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div><div dir="auto" class="css-146c3p1"><span style="font-weight: 600;">${esc(item.author.name)}</span>&nbsp;<span style="color: rgb(66, 87, 108);">@${esc(item.author.handle)}</span></div></div><div dir="auto" class="css-146c3p1" style="font-size: 15px; white-space: pre-wrap;">${esc(item.paragraphs.join('\n\n'))}</div></div>`;
}

function blueskyItem(item: SandboxPostItem, anchor: boolean): string {
  const { author } = item;
  const text = esc(item.paragraphs.join('\n\n'));
  const profile = `/profile/${author.handle}`;
  if (anchor) {
    return `<div data-testid="postThreadItem-by-${author.handle}" class="css-175oi2r" style="padding-left: 16px; padding-right: 16px; padding-top: 16px;">
  <div class="css-175oi2r" style="flex-direction: row; gap: 12px; padding-bottom: 12px;">
    <div class="css-175oi2r" data-testid="userAvatarImage"><img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>
    <a href="${profile}" aria-label="${esc(author.name)}" role="link" class="css-175oi2r" style="flex: 1 1 0%;"><div class="css-175oi2r"><div dir="auto" class="css-146c3p1" style="font-size: 17px; font-weight: 600;">${esc(author.name)}</div><div dir="auto" class="css-146c3p1" style="font-size: 15px; color: rgb(66, 87, 108);">@${esc(author.handle)}</div></div></a>
    <button aria-label="Follow ${esc(author.name)}" role="button" class="css-175oi2r"><div dir="auto" class="css-146c3p1">Follow</div></button>
  </div>
  <div class="css-175oi2r" style="padding-bottom: 8px;"><div class="css-175oi2r" style="padding-top: 8px;">${text ? `<div dir="auto" data-testid="postText" class="css-146c3p1" style="font-size: 20px; white-space: pre-wrap;">${text}</div>` : ''}${item.quoted ? blueskyQuote(item.quoted) : ''}</div>
    <div class="css-175oi2r" style="gap: 12px; padding-top: 12px; align-items: flex-start;"><div class="css-175oi2r" style="flex-direction: row; align-items: center;"><div dir="auto" class="css-146c3p1" style="font-size: 14px; color: rgb(66, 87, 108);">${esc(niceDate(item.publishedAt))}</div></div></div>
    <div class="css-175oi2r" style="flex-direction: row; border-top-width: 1px; border-bottom-width: 1px; margin-top: 12px; padding: 12px 0;"><a href="/profile/${author.handle}/post/${item.id}/reposted-by" aria-label="Reposts of this post" role="link"><div dir="auto" data-testid="repostCount-expanded" class="css-146c3p1"><div dir="auto" class="css-146c3p1">31</div> reposts</div></a><a href="/profile/${author.handle}/post/${item.id}/liked-by" aria-label="Likes on this post" role="link"><div dir="auto" data-testid="likeCount-expanded" class="css-146c3p1"><div dir="auto" class="css-146c3p1">204</div> likes</div></a></div>
    <div class="css-175oi2r" style="flex-direction: row; justify-content: space-between;"><button data-testid="replyBtn" aria-label="Reply (12 replies)" role="button"></button><button data-testid="repostBtn" aria-label="Repost (31 reposts)" role="button"></button><button data-testid="likeBtn" aria-label="Like (204 likes)" role="button"></button></div>
  </div>
</div>`;
  }
  const label = esc(niceDate(item.publishedAt));
  return `<div role="link" tabindex="0" class="css-175oi2r" style="cursor: pointer;"><div data-testid="postThreadItem-by-${author.handle}" class="css-175oi2r" style="padding-left: 8px; padding-right: 16px;">
  <div class="css-175oi2r" style="flex-direction: row; gap: 10px;">
    <div class="css-175oi2r"><a href="${profile}" aria-hidden="true" tabindex="-1"><div data-testid="userAvatarImage"><img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div></a></div>
    <div class="css-175oi2r" style="flex: 1 1 0%;">
      <div class="css-175oi2r" style="flex-direction: row; align-items: center; gap: 4px;"><a href="${profile}" aria-label="View profile" role="link" class="css-175oi2r"><div dir="auto" class="css-146c3p1"><span style="font-weight: 600;">${esc(author.name)}</span>&nbsp;<span style="color: rgb(66, 87, 108);">@${esc(author.handle)}</span></div></a><div dir="auto" class="css-146c3p1" aria-hidden="true">·</div><a href="/profile/${author.handle}/post/${item.id}" aria-label="${label}" data-tooltip="${label}" role="link" class="css-146c3p1"><div dir="auto" class="css-146c3p1">2h</div></a></div>
      <div class="css-175oi2r"><div dir="auto" data-testid="postText" class="css-146c3p1" style="font-size: 15px; white-space: pre-wrap;">${text}</div></div>
      <div class="css-175oi2r" style="flex-direction: row; justify-content: space-between;"><button data-testid="replyBtn" aria-label="Reply (1 reply)" role="button"></button><button data-testid="repostBtn" aria-label="Repost (0 reposts)" role="button"></button><button data-testid="likeBtn" aria-label="Like (3 likes)" role="button"></button></div>
    </div>
  </div>
</div></div>`;
}

function renderBluesky(page: SandboxPostPage, port: number): string {
  const [anchor, ...rest] = page.posts;
  const url = `${origin(page, port)}${page.path}`;
  const items = [
    anchor ? blueskyItem(anchor, true) : '',
    ...rest.map((item) => blueskyItem(item, false)),
    ...page.others.map((item) => blueskyItem(item, false)),
  ];
  return `<!DOCTYPE html>
<html lang="en"><head>
<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1, viewport-fit=cover">
<meta name="referrer" content="origin-when-cross-origin">
<title>${esc(page.author.name)} (@${esc(page.author.handle)}): "${esc(anchor?.paragraphs[0] ?? '')}" — Bluesky</title>
<meta property="og:site_name" content="Bluesky Social">
<meta property="og:type" content="article">
<meta property="og:url" content="${url}">
<meta property="og:title" content="${esc(page.author.name)} (@${esc(page.author.handle)})">
<meta property="og:description" content="${esc(anchor?.paragraphs.join('\n\n') ?? '')}">
<meta name="article:published_time" property="article:published_time" content="${anchor?.publishedAt ?? ''}">
<link rel="alternate" href="at://did:plc:4kq2harlowlab7x3/app.bsky.feed.post/${anchor?.id ?? ''}">
</head><body>
<noscript><h1 lang="en">JavaScript Required</h1><p lang="en">This is a heavily interactive web application, and JavaScript is required.</p></noscript>
<div id="root"><div class="css-175oi2r" style="flex: 1 1 0%;">
<nav role="navigation" class="css-175oi2r" style="position: fixed; left: 0px;"><a href="/" aria-label="Home" role="link"><div dir="auto">Home</div></a><a href="/search" aria-label="Search" role="link"><div dir="auto">Explore</div></a><a href="/notifications" aria-label="Notifications" role="link"><div dir="auto">Notifications</div></a></nav>
<main class="css-175oi2r" role="main"><div class="css-175oi2r" data-testid="postThreadScreen">
<div class="css-175oi2r" style="flex-direction: row; align-items: center;"><button aria-label="Back" data-testid="viewHeaderDrawerBtn" role="button"></button><div dir="auto" class="css-146c3p1" style="font-size: 17px; font-weight: 600;">Post</div></div>
<div class="css-175oi2r" data-testid="postThreadScreen-list">
${items.join('\n')}
</div></div></main>
<div class="css-175oi2r" role="complementary" style="position: fixed; right: 0px;"><div class="css-175oi2r" data-testid="trendingTopics"><div dir="auto" class="css-146c3p1">Trending</div><a href="/search?q=Lake%20Harlow" role="link"><div dir="auto">Lake Harlow</div></a><a href="/search?q=Eurovision" role="link"><div dir="auto">Eurovision</div></a></div>
<div class="css-175oi2r"><a href="https://bsky.social/about/support/privacy-policy" role="link">Privacy</a> · <a href="https://bsky.social/about/support/tos" role="link">Terms</a> · <a href="https://bsky.social/about/support" role="link">Help</a></div></div>
</div></div>
</body></html>`;
}

// ---------------------------------------------------------------- Mastodon

function mastodonAccount(handle: string, host: string): string {
  // Local accounts are shown without the instance, remote ones with it.
  const suffix = `@${host}`;
  return handle.endsWith(suffix) ? handle.slice(0, -suffix.length) : handle;
}

/** A quoted post inside a Mastodon status (4.4+): a nested status with its own account and content. */
function mastodonQuote(page: SandboxPostPage, item: SandboxPostItem): string {
  const account = mastodonAccount(item.author.handle, page.host);
  const body = item.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('');
  return `<div class="status__quote"><div class="status status--is-quote" data-id="${item.id}"><div class="status__info"><a href="/@${account}" class="status__display-name"><span class="display-name"><bdi><strong class="display-name__html">${esc(item.author.name)}</strong></bdi> <span class="display-name__account">@${esc(account)}</span></span></a></div><div class="status__content"><div class="status__content__text status__content__text--visible translate" lang="en">${body}</div></div></div></div>`;
}

function mastodonStatus(page: SandboxPostPage, item: SandboxPostItem, detailed: boolean): string {
  const account = mastodonAccount(item.author.handle, page.host);
  const body = item.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('');
  const href = `/@${account}`;
  const quote = item.quoted ? mastodonQuote(page, item.quoted) : '';
  const content = `${body ? `<div class="status__content status__content--with-action" tabindex="0"><div class="status__content__text status__content__text--visible translate" lang="en">${body}</div></div>` : ''}${quote}`;
  const name = `<span class="display-name"><bdi><strong class="display-name__html">${esc(item.author.name)}</strong></bdi> <span class="display-name__account">@${esc(account)}</span></span>`;
  const local = new Date(item.publishedAt).toUTCString().slice(5, 22);
  if (detailed) {
    return `<div class="focusable detailed-status__wrapper detailed-status__wrapper-public" tabindex="0" aria-label="${esc(item.author.name)}, ${esc(item.paragraphs[0] ?? '')}, ${local}, ${esc(account)}">
  <div class="detailed-status detailed-status-public" data-status-by="@${esc(account)}">
    <a class="detailed-status__display-name" href="${href}"><div class="detailed-status__display-avatar"><div class="account__avatar" style="width: 46px; height: 46px;"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt=""></div></div>${name}</a>
    ${content}
    <div class="detailed-status__meta"><div class="detailed-status__meta__line"><a class="detailed-status__datetime" href="${href}/${item.id}" target="_blank" rel="noopener noreferrer"><time datetime="${item.publishedAt}" title="${local}">${local}</time></a><span class="detailed-status__visibility-icon"><span title="Public">Public</span></span></div>
    <div class="detailed-status__meta__line"><a href="${href}/${item.id}/reblogs" class="detailed-status__link"><span class="detailed-status__reblogs"><span class="animated-number">27</span></span> boosts</a> · <a href="${href}/${item.id}/favourites" class="detailed-status__link"><span class="detailed-status__favorites"><span class="animated-number">88</span></span> favorites</a></div></div>
  </div>
  <div class="detailed-status__action-bar"><button type="button" aria-label="Reply" title="Reply" class="icon-button">Reply</button><button type="button" aria-label="Boost" title="Boost" class="icon-button">Boost</button><button type="button" aria-label="Favorite" title="Favorite" class="icon-button">Favorite</button></div>
</div>`;
  }
  return `<div class="status__wrapper status__wrapper-public focusable" tabindex="0" aria-label="${esc(item.author.name)}, ${esc(item.paragraphs[0] ?? '')}, ${local}, ${esc(account)}">
  <div class="status status-public status--in-thread" data-id="${item.id}">
    <div class="status__info"><a href="${href}/${item.id}" class="status__relative-time" target="_blank" rel="noopener noreferrer"><span class="status__visibility-icon"></span><time datetime="${item.publishedAt}" title="${local}">1h</time></a>
      <a href="${href}" title="@${esc(account)}" class="status__display-name" target="_blank" rel="noopener noreferrer"><div class="status__avatar"><div class="account__avatar" style="width: 46px; height: 46px;"></div></div>${name}</a></div>
    ${content}
    <div class="status__action-bar"><button type="button" aria-label="Reply" title="Reply" class="status__action-bar__button icon-button">Reply</button><button type="button" aria-label="Boost" title="Boost" class="status__action-bar__button icon-button">Boost</button><button type="button" aria-label="Favorite" title="Favorite" class="status__action-bar__button icon-button">Favorite</button></div>
  </div>
</div>`;
}

function renderMastodon(page: SandboxPostPage, port: number): string {
  const [first, ...rest] = page.posts;
  const url = `${origin(page, port)}${page.path}`;
  const statuses = [
    first ? mastodonStatus(page, first, true) : '',
    ...rest.map((item) => mastodonStatus(page, item, false)),
    ...page.others.map((item) => mastodonStatus(page, item, false)),
  ];
  return `<!DOCTYPE html>
<html lang="en"><head>
<meta charset="utf-8"><meta content="width=device-width, initial-scale=1" name="viewport">
<link href="/manifest" rel="manifest">
<meta content="#191b22" name="theme-color">
<meta content="yes" name="apple-mobile-web-app-capable">
<title>${esc(page.author.name)}: "${esc(first?.paragraphs[0]?.slice(0, 60) ?? '')}…" - Lakeside Social</title>
<meta content="Lakeside Social" property="og:site_name">
<meta content="article" property="og:type">
<meta content="${esc(page.author.name)} (@${esc(page.author.handle)}@${page.host})" property="og:title">
<meta content="${url}" property="og:url">
<meta content="${first?.publishedAt ?? ''}" property="og:published_time">
<meta content="${esc(page.author.handle)}@${page.host}" property="profile:username">
<meta content="${esc(first?.paragraphs.join(' ') ?? '')}" name="description">
<script id="initial-state" type="application/json">{"meta":{"domain":"${page.host}","locale":"en","version":"4.3.2"}}</script>
</head><body class="app-body theme-default no-reduce-motion">
<div class="app-holder" data-props="{&quot;locale&quot;:&quot;en&quot;}" id="mastodon">
<div class="ui"><div class="columns-area__panels"><div class="columns-area__panels__pane columns-area__panels__pane--compositional"><div class="columns-area__panels__pane__inner"><div class="compose-panel"><div class="search"><input class="search__input" type="text" placeholder="Search" aria-label="Search" value=""></div><div class="server-banner"><div class="server-banner__introduction"><strong>toot.lakeside.example</strong> is one of the many independent Mastodon servers you can use to participate in the fediverse.</div></div></div></div></div>
<div class="columns-area__panels__main"><div class="tabs-bar__wrapper"><div id="tabs-bar__portal"></div></div><div class="columns-area columns-area--mobile">
<div class="column" role="region" aria-label="Post"><div class="column-header__wrapper"><h1 class="column-header"><button type="button" class="column-header__title">Post</button></h1></div>
<div class="scrollable scrollable--flex item-list" role="feed"><div>
${statuses.join('\n')}
</div></div></div></div></div>
<div class="columns-area__panels__pane columns-area__panels__pane--start columns-area__panels__pane--navigational"><div class="columns-area__panels__pane__inner"><div class="navigation-panel"><a class="column-link column-link--transparent" href="/explore" title="Explore"><span>Explore</span></a><a class="column-link column-link--transparent" href="/public/local" title="Live feeds"><span>Live feeds</span></a><div class="navigation-panel__legal"><a href="/about">About</a> · <a href="/privacy-policy">Privacy policy</a></div></div></div></div>
</div></div></div>
</body></html>`;
}

// ---------------------------------------------------------------- Reddit (new)

function shredditComment(item: SandboxPostItem, depth: number, children: string): string {
  const body = item.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('');
  return `<shreddit-comment author="${item.author.handle}" thingid="${item.id}" depth="${depth}" permalink="/r/lakeside/comments/1b7xk2q/comment/${item.id.slice(3)}/" postid="t3_1b7xk2q" score="41" created="${item.publishedAt.replace('Z', '+0000')}" collapsed="false">
  <div slot="commentAvatar"><faceplate-tracker noun="comment_author_avatar"><a href="/user/${item.author.handle}/"><img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></a></faceplate-tracker></div>
  <div slot="commentMeta" class="flex flex-row items-center"><faceplate-hovercard><a href="/user/${item.author.handle}/" class="truncate font-bold text-neutral-content-strong text-12 hover:underline">${esc(item.author.handle)}</a></faceplate-hovercard><span class="inline-block my-0 mx-2xs text-neutral-content-weak">•</span><faceplate-timeago ts="${item.publishedAt}" format="compact"><time datetime="${item.publishedAt}" title="${new Date(item.publishedAt).toUTCString()}">3h</time></faceplate-timeago></div>
  <div class="md text-14 rounded-[8px] pb-2xs overflow-hidden" slot="comment" id="${item.id}-comment-rtjson-content"><div id="-post-rtjson-content">${body}</div></div>
  <shreddit-comment-action-row slot="actionRow" permalink="/r/lakeside/comments/1b7xk2q/comment/${item.id.slice(3)}/"><button slot="comment-reply">Reply</button></shreddit-comment-action-row>
  ${children}
</shreddit-comment>`;
}

function renderReddit(page: SandboxPostPage): string {
  const [post, opReply] = page.posts;
  const [reply1, reply2] = page.others;
  if (!post || !opReply || !reply1 || !reply2)
    throw new Error('the reddit page needs a post, an OP reply and two replies');
  const body = post.paragraphs.map((p) => `<p class="">${esc(p)}</p>`).join('');
  const tree = [
    shredditComment(reply1, 0, shredditComment(opReply, 1, '')),
    shredditComment(reply2, 0, ''),
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="en-US" class="theme-beta"><head>
<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title ?? '')} : r/lakeside</title>
<meta property="og:site_name" content="Reddit">
<meta property="og:title" content="From the lakeside community on Reddit: ${esc(page.title ?? '')}">
<meta property="og:type" content="website">
<link rel="canonical" href="https://www.reddit.com${page.path}">
</head><body class="v2 m-0 theme-beta">
<shreddit-app pagetype="post_detail" routename="post_page" theme="light">
<reddit-header-large><header class="v2"><nav class="h-header-large"><a aria-label="Home" href="/">reddit</a><faceplate-search-input label="Search in r/lakeside" name="q" placeholder="Search in r/lakeside"></faceplate-search-input><a href="/login/" id="login-button">Log In</a></nav></header></reddit-header-large>
<div class="grid-container theme-rpl grid">
<flex-left-nav-container id="left-sidebar-container"><nav aria-label="Primary"><a href="/">Home</a><a href="/r/popular/">Popular</a><a href="/explore/">Explore</a></nav></flex-left-nav-container>
<div class="subgrid-container"><div class="main-container"><main id="main-content" class="main w-full flex-grid--main-container-card right-sidebar-xs">
<shreddit-post author="${page.author.handle}" author-id="t2_8kq2hh1s" class="block xs:mt-xs xs:-mx-xs xs:px-xs xs:rounded-[16px] pt-xs nd:pt-xs bg-[color:var(--shreddit-content-background)] box-border mb-xs nd:visible nd:pb-2xl" comment-count="3" content-href="https://www.reddit.com${page.path}" created-timestamp="${post.publishedAt.replace('Z', '+0000')}" domain="self.lakeside" id="${post.id}" permalink="${page.path}" post-title="${esc(page.title ?? '')}" post-type="text" score="412" subreddit-id="t5_2x9lk" subreddit-prefixed-name="r/lakeside" user-id="t2_anon" view-context="CommentsPage">
  <div slot="credit-bar" class="flex items-center"><span class="avatar"></span><a href="/r/lakeside/" class="subreddit-name">r/lakeside</a><span>•</span><faceplate-timeago ts="${post.publishedAt}" format="compact"><time datetime="${post.publishedAt}">6 hr. ago</time></faceplate-timeago><span slot="authorName" class="flex flex-wrap items-center"><faceplate-hovercard><a href="/user/${page.author.handle}/" class="author-name">${esc(page.author.handle)}</a></faceplate-hovercard></span></div>
  <h1 slot="title" id="post-title-${post.id}" class="font-semibold text-neutral-content-strong m-0 text-18 xs:text-24 mb-xs px-md xs:px-0 xs:mb-md">${esc(page.title ?? '')}</h1>
  <div class="text-neutral-content" slot="text-body"><div class="mb-sm mb-xs px-md xs:px-0 overflow-hidden"><div class="md feed-card-text-preview text-ellipsis line-clamp-6 xs:line-clamp-3 text-14" id="${post.id}-post-rtjson-content">${body}</div></div></div>
  <shreddit-post-share-button slot="share-button"></shreddit-post-share-button>
</shreddit-post>
<shreddit-ad-post class="block relative" data-testid="search-post-unit" promoted="" author="u/ClearFlowFilters" post-title="Lakeside tap water, now crystal clear"><a slot="full-post-link" href="/user/ClearFlowFilters/comments/xyz/"><div slot="title">Lakeside tap water, now crystal clear</div></a><span slot="ad-label">Promoted</span></shreddit-ad-post>
<shreddit-comment-tree post-id="${post.id}" totalcomments="3" id="comment-tree" sort="confidence">
${tree}
</shreddit-comment-tree>
</main>
<aside id="right-sidebar-container" aria-label="Sidebar"><shreddit-subreddit-header name="lakeside" prefixed-name="r/lakeside" subscribers="58210" description="News, history and chat about Lakeside and the surrounding county."></shreddit-subreddit-header><div id="right-sidebar-contents"><h2>r/lakeside</h2><p>News, history and chat about Lakeside and the surrounding county.</p><h3>Related posts</h3><a href="/r/lakeside/comments/1b8aaaa/">Best fish and chips near the harbour?</a></div></aside>
</div></div></div>
</shreddit-app>
</body></html>`;
}

// ---------------------------------------------------------------- Reddit (old)

function oldRedditComment(item: SandboxPostItem, children: string): string {
  const ms = Date.parse(item.publishedAt);
  const body = item.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n');
  return `<div class=" thing id-${item.id} noncollapsed comment " id="thing_${item.id}" onclick="click_thing(this)" data-fullname="${item.id}" data-type="comment" data-subreddit="lakeside" data-subreddit-prefixed="r/lakeside" data-author="${item.author.handle}" data-author-fullname="t2_x${item.id.slice(3)}" data-permalink="/r/lakeside/comments/1b7xk2q/til/${item.id.slice(3)}/"><p class="parent"><a name="${item.id.slice(3)}"></a></p><div class="midcol unvoted"><div class="arrow up login-required access-required" role="button" aria-label="upvote"></div></div>
<div class="entry unvoted"><p class="tagline"><a href="#" class="expand">[–]</a><a href="https://old.reddit.com/user/${item.author.handle}" class="author may-blank id-t2_x">${esc(item.author.handle)}</a><span class="userattrs"></span> <span class="score unvoted" title="41">41 points</span> <time title="${new Date(ms).toUTCString()}" datetime="${item.publishedAt.replace('.000Z', '+00:00')}" class="live-timestamp">3 hours ago</time></p>
<form action="#" class="usertext warn-on-unload" onsubmit="return post_form(this, 'editusertext')" id="form-${item.id}"><input type="hidden" name="thing_id" value="${item.id}"><div class="usertext-body may-blank-within md-container "><div class="md">${body}</div></div></form>
<ul class="flat-list buttons"><li class="first"><a href="#" class="bylink">permalink</a></li><li><a href="#">reply</a></li></ul></div>
<div class="child">${children ? `<div id="siteTable_${item.id}" class="sitetable listing">${children}</div>` : ''}</div><div class="clearleft"></div></div>`;
}

function renderOldReddit(page: SandboxPostPage): string {
  const [post, opReply] = page.posts;
  const [reply1, reply2] = page.others;
  if (!post || !opReply || !reply1 || !reply2)
    throw new Error('the reddit page needs a post, an OP reply and two replies');
  const body = post.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n');
  return `<!doctype html><html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en"><head>
<title>${esc(page.title ?? '')} : lakeside</title>
<meta name="keywords" content=" reddit, reddit.com, vote, comment, submit ">
<meta name="description" content="${esc(post.paragraphs.join(' '))}">
<meta property="og:site_name" content="reddit">
<meta property="og:title" content="${esc(page.title ?? '')}">
<link rel="canonical" href="https://www.reddit.com${page.path}">
</head><body class="listing-page comments-page single-page">
<div id="header" role="banner"><a tabindex="1" href="#content" id="jumpToContent">jump to content</a><div id="sr-header-area"><div class="sr-list"><ul class="flat-list sr-bar hover"><li><a href="https://old.reddit.com/r/popular/" class="choice">popular</a></li><li><a href="https://old.reddit.com/r/all/" class="choice">all</a></li></ul></div></div><div id="header-bottom-left"><a href="/" id="header-img" class="default-header" title="">reddit.com</a><span class="hover pagename redditname"><a href="https://old.reddit.com/r/lakeside/">lakeside</a></span></div><div id="header-bottom-right"><span class="user">Want to join? <a href="https://old.reddit.com/login">Log in or sign up</a> in seconds.</span></div></div>
<div class="side"><div class="spacer"><form action="https://old.reddit.com/r/lakeside/search" id="search" role="search"><input type="text" name="q" placeholder="search" tabindex="20"></form></div><div class="spacer"><div class="titlebox"><h1 class="hover redditname"><a href="https://old.reddit.com/r/lakeside/" class="hover">lakeside</a></h1><div class="usertext-body may-blank-within md-container"><div class="md"><p>News, history and chat about Lakeside and the surrounding county.</p></div></div></div></div><div class="spacer"><div class="sponsorshipbox"></div></div></div>
<a name="content"></a><div class="content" role="main">
<div class="sitetable linklisting" id="siteTable"><div class=" thing id-${post.id} odd link self " id="thing_${post.id}" data-fullname="${post.id}" data-type="link" data-author="${page.author.handle}" data-author-fullname="t2_8kq2hh1s" data-subreddit="lakeside" data-subreddit-prefixed="r/lakeside" data-timestamp="${Date.parse(post.publishedAt)}" data-url="${page.path}" data-permalink="${page.path}" data-domain="self.lakeside" data-rank="" data-comments-count="3" data-score="412">
<p class="parent"></p><div class="midcol unvoted"><div class="score unvoted" title="412">412</div></div>
<div class="entry unvoted"><div class="top-matter"><p class="title"><a class="title may-blank loggedin" data-event-action="title" href="${page.path}" tabindex="1">${esc(page.title ?? '')}</a> <span class="domain">(<a href="/r/lakeside/">self.lakeside</a>)</span></p><p class="tagline">submitted <time title="${new Date(post.publishedAt).toUTCString()}" datetime="${post.publishedAt.replace('.000Z', '+00:00')}" class="live-timestamp">6 hours ago</time> by <a href="https://old.reddit.com/user/${page.author.handle}" class="author may-blank id-t2_8kq2hh1s">${esc(page.author.handle)}</a><span class="userattrs"></span> to <a href="https://old.reddit.com/r/lakeside/" class="subreddit hover may-blank">r/lakeside</a></p></div>
<div class="expando"><form action="#" class="usertext warn-on-unload" id="form-${post.id}"><input type="hidden" name="thing_id" value="${post.id}"><div class="usertext-body may-blank-within md-container "><div class="md">${body}</div></div></form></div>
<ul class="flat-list buttons"><li class="first"><a href="${page.path}" class="bylink comments may-blank">3 comments</a></li><li class="share"><a class="post-sharing-button" href="javascript: void 0;">share</a></li></ul></div><div class="child"></div><div class="clearleft"></div></div></div>
<div class="commentarea"><div class="panestack-title"><span class="title">all 3 comments</span></div><div class="menuarea"><div class="spacer"><span class="dropdown-title lightdrop">sorted by: </span><div class="dropdown lightdrop"><span class="selected">best</span></div></div></div>
<div class="sitetable nestedlisting" id="siteTable_${post.id}">
${oldRedditComment(reply1, oldRedditComment(opReply, ''))}
${oldRedditComment(reply2, '')}
</div></div></div>
<div class="footer-parent"><div class="footer rounded"><div class="col"><ul class="hover"><li class="flat-vert title">about</li><li><a href="https://www.redditinc.com/blog" class="choice">blog</a></li></ul></div></div><p class="bottommenu">Use of this site constitutes acceptance of our <a href="https://www.redditinc.com/policies/user-agreement">User Agreement</a> and <a href="https://www.reddit.com/policies/privacy-policy">Privacy Policy</a>. © 2026 reddit inc. All rights reserved.</p></div>
</body></html>`;
}

/** The page's HTML as its site would serve it; `old` renders a Reddit page as old.reddit.com does. */
export function renderPostPage(page: SandboxPostPage, port: number, options: { old?: boolean } = {}): string {
  switch (page.site) {
    case 'x':
      return renderXStatus(page);
    case 'bluesky':
      return renderBluesky(page, port);
    case 'mastodon':
      return renderMastodon(page, port);
    case 'reddit':
    case 'old-reddit':
      return options.old ? renderOldReddit(page) : renderReddit(page);
  }
}

/** Where the old-Reddit rendering of a Reddit page is served. */
export const OLD_REDDIT_HOST = 'old.reddit.com';
