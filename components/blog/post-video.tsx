'use client';
// The video facade inside a post, as a chunk of its own. One route serves every post, so a facade imported
// directly would be in every post's startup JavaScript, with a video or without; this way only a post that
// shows one loads it. The server still renders the poster and the play button into the HTML.
import dynamic from 'next/dynamic';

export const PostVideo = dynamic(() => import('@/components/video/video-facade').then((module) => module.VideoFacade));
