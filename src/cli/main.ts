console.log("zsim: CLI not built yet");
