/** Site readers for social posts and threads (X, Bluesky, Mastodon, Reddit), where Readability finds no article. */
