import { useState } from "react";
import { fill, useMessages } from "#app/shared/i18n/use-messages";
import { youtubeEmbed, youtubeThumbnail, youtubeWatch } from "#app/features/content/rules/youtube";

// The blog's video as a click-to-load facade: a thumbnail and a play button, with no third-party
// script or frame until the visitor asks for the video. Without JavaScript it is a plain link to
// the video on YouTube; with JavaScript a click swaps in the privacy-enhanced player. The
// thumbnail is a background: when YouTube has none (a sample or removed video) the facade stays a
// dark frame with its play button and title, never a broken image.

export function VideoFacade({ id, title }: { id: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const t = useMessages().lists;
  if (playing) {
    return (
      <iframe
        className="video-frame"
        src={youtubeEmbed(id)}
        title={title}
        width={640}
        height={360}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <a
      className="video-facade"
      href={youtubeWatch(id)}
      data-testid="video-facade"
      aria-label={fill(t.playVideo, { title })}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        setPlaying(true);
      }}
    >
      <span className="video-facade__thumb" style={{ backgroundImage: `url("${youtubeThumbnail(id)}")` }} />
      <span className="video-facade__title" aria-hidden="true">
        {title}
      </span>
      <span className="video-facade__play" aria-hidden="true" />
    </a>
  );
}
