import { http, HttpResponse } from 'msw';
import { contractFixtures, siteContract, uploadsContract } from '@/shared/api';
import { contractHandler, makePng, memoryResource, STORED_FILE, uploadTarget } from '@/shared/lib/storybook';

type Article = siteContract.Article;
const { articles, tags, ARTICLE_IMAGES, articleAuthors, articleCategories, addArticleTag, removeArticleTag, searchArticleTags, listArticlePictures } = siteContract;
const categories = contractFixtures.blogCategoryFixtures;
const AUTHORS: siteContract.ArticleAuthor[] = [
  { authorId: 1, name: 'Amina Rahman' },
  { authorId: 2, name: 'Yusuf Qureshi' },
];
const categoryOf = (categoryId: number) => ({ categoryId, name: categories.find((category) => category.categoryId === categoryId)?.name ?? '' });
const tagNamed = (name: string) => {
  const tag = contractFixtures.tagFixtures.find((candidate) => candidate.name === name)!;
  return { tagId: tag.tagId, name: tag.name };
};

/** A body as the editor makes it: a heading, a list, a link, a quote and an Urdu paragraph right to left. */
export const SAMPLE_BODY =
  '<p dir="auto">Simple steps to welcome the blessed month.</p><h2 dir="auto">What to know</h2><ul dir="auto"><li dir="auto"><p dir="auto">Start small</p></li><li dir="auto"><p dir="auto">Share with your family</p></li></ul>' +
  '<p dir="rtl">رمضان صبر، شکر اور سخاوت کا مہینہ ہے۔</p><blockquote dir="auto"><p dir="auto">The most beloved deeds are those done regularly.</p></blockquote>' +
  '<p dir="auto">Read more on <a href="https://example.org/ramadan" rel="noopener noreferrer">our reading list</a>.</p>';

const ROWS: [title: string, category: string, authorId: number, status: 0 | 1, tags: string[]][] = [
  ['Preparing Your Home for Ramadan', 'Ramadan Guides', 2, 1, ['Ramadan', 'Family']],
  ['Understanding the Five Daily Prayers', 'Prayer', 1, 1, ['Salah']],
  ['A Beginner’s Guide to Tajweed', 'Quran Studies', 2, 1, ['Quran', 'Tajweed']],
  ['Memorising the Last Ten Surahs', 'Quran Studies', 1, 0, ['Quran', 'Youth']],
  ['How Zakat Is Calculated', 'Charity and Zakat', 2, 1, ['Zakat', 'Charity']],
  ['Our Masjid Opens Its Doors', 'Community News', 1, 0, []],
];

/** Six articles, newest change first, three hours apart on a fixed day. */
export const articleFixtures: Article[] = ROWS.map(([title, category, authorId, status, tagNames], index) => {
  const updateDate = new Date(Date.UTC(2026, 10, 20, 21 - 3 * index, 0)).toISOString();
  const categoryId = categories.find((candidate) => candidate.name === category)!.categoryId;
  return {
    postId: ROWS.length - index,
    title,
    slug: siteContract.slugOf(title),
    description: `${title}: a short introduction.`,
    body: SAMPLE_BODY,
    status,
    categoryId,
    authorId,
    authorName: AUTHORS.find((author) => author.authorId === authorId)!.name,
    imageName: 'thumbnail.png',
    titleImage: 'cover.png',
    createDate: updateDate,
    updateDate,
    publishDate: status === 1 ? updateDate : null,
    tags: tagNames.map(tagNamed),
    category: categoryOf(categoryId),
    timeElapsed: 0,
  };
});

export const ramadanArticle = articleFixtures[0]!;

export const articleRows = memoryResource(articles, articleFixtures, {
  // sortType and descendingOrder name the order, not a filter.
  matches: () => true,
  // The server names the category and the author, and keeps the tags and pictures an update does not send.
  derived: (input) => ({
    category: categoryOf(Number(input.categoryId)),
    authorName: AUTHORS.find((author) => author.authorId === Number(input.authorId))?.name ?? '',
    ...(Number(input.postId) > 0 ? {} : { tags: [], imageName: '', titleImage: '', createDate: '2026-11-21T09:00:00.000Z', publishDate: null }),
  }),
  history: [
    { id: 2, recordId: ramadanArticle.postId, action: 'updated', at: '2026-11-19T10:00:00.000Z', userId: 2, userName: 'Yusuf Qureshi', changes: [{ field: 'title', from: 'Preparing for Ramadan', to: ramadanArticle.title }] },
    { id: 1, recordId: ramadanArticle.postId, action: 'created', at: '2026-11-02T08:00:00.000Z', userId: 1, userName: 'Amina Rahman', changes: [] },
  ],
});

const picture = (name: string, width: number, height: number) => async () => new HttpResponse(await makePng(name, width, height), { headers: { 'content-type': 'image/png' } });
const tagsReply = (request: Request) => {
  const postId = Number(new URL(request.url).searchParams.get('postId'));
  return HttpResponse.json({ success: true, message: 'Tag added.', data: articleFixtures.find((article) => article.postId === postId)?.tags ?? [] });
};

/** The key a picture uploaded with the body editor's Image button is stored under. */
export const BODY_PICTURE_KEY = 'article-image/story-lantern';
const BODY_PICTURE_UPLOAD = uploadTarget(BODY_PICTURE_KEY);

/** The site's pictures the body's picker offers: two public files and a picture already in an article. */
export const SITE_PICTURES: siteContract.ArticlePicture[] = [
  { name: 'eid-lantern-card.png', address: '/public-files/eid-lantern-card.png', source: 'publicFile', contentType: 'image/png', uploadedAt: '2026-11-20T10:00:00.000Z' },
  { name: 'Lantern at dusk.png', address: '/api/storage/files/article-image/story-dusk', source: 'articleImage', contentType: 'image/png', uploadedAt: '2026-11-19T10:00:00.000Z' },
  { name: 'tajweed-practice-sheet.png', address: '/public-files/tajweed-practice-sheet.png', source: 'publicFile', contentType: 'image/png', uploadedAt: '2026-11-18T10:00:00.000Z' },
];

/** The form's pickers, the tag suggestions, the tag and picture calls, the body pictures' upload flow and the stored pictures. */
export const articleScreenHandlers = [
  contractHandler(articleCategories, () => HttpResponse.json(categories.map((category) => ({ categoryId: category.categoryId, name: category.name })))),
  contractHandler(articleAuthors, () => HttpResponse.json(AUTHORS)),
  contractHandler(tags.calls.list, async ({ request }) => {
    const { keyword = '', limitCount = 25 } = (await request.json()) as { keyword?: string; limitCount?: number };
    const found = contractFixtures.tagFixtures.filter((tag) => tag.name.toLowerCase().includes(keyword.toLowerCase())).slice(0, limitCount);
    return HttpResponse.json({ content: found, totalRecords: found.length, pageNumber: 1, totalPages: 1 });
  }),
  contractHandler(addArticleTag, ({ request }) => tagsReply(request)),
  contractHandler(removeArticleTag, ({ request }) => tagsReply(request)),
  contractHandler(searchArticleTags, ({ request }) => tagsReply(request)),
  ...Object.values(ARTICLE_IMAGES).map((image) =>
    contractHandler(image.upload, async ({ request }) => {
      const postId = Number((await request.formData()).get('postId'));
      const article = articleFixtures.find((candidate) => candidate.postId === postId) ?? { ...ramadanArticle, postId };
      return HttpResponse.json({ success: true, message: 'File uploaded successfully!', data: article });
    }),
  ),
  contractHandler(ARTICLE_IMAGES.thumbnail.view, picture('thumbnail.png', 60, 40)),
  contractHandler(ARTICLE_IMAGES.titleCover.view, picture('cover.png', 480, 240)),
  contractHandler(uploadsContract.presignedUrl, () => HttpResponse.json({ url: BODY_PICTURE_UPLOAD, imageKey: BODY_PICTURE_KEY })),
  http.put(BODY_PICTURE_UPLOAD, () => new HttpResponse(null, { status: 200 })),
  http.get(STORED_FILE.articleImage, picture('lantern.png', 160, 90)),
  contractHandler(listArticlePictures, ({ request }) => {
    const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
    const found = SITE_PICTURES.filter((candidate) => candidate.name.toLowerCase().includes(search));
    return HttpResponse.json({ content: found, totalRecords: found.length, pageNumber: 1, totalPages: found.length > 0 ? 1 : 0 });
  }),
  http.get('/public-files/:name', picture('card.png', 160, 120)),
];
