-- The scene the workbench's end-to-end tests open with tactile serve: a title, a switch and a
-- slider, each labelled as VoiceOver reads it.
window.backgroundColor = Color.secondarySystemBackground
title = Label{frame = {20, 60, 350, 41}, text = "Workbench"}
title.font = Font.boldSystemFont(34)
window:addSubview(title)
sw = Switch{frame = {40, 140, 51, 31}}
window:addSubview(sw)
caption = Label{frame = {110, 140, 240, 31}, text = "Notifications"}
window:addSubview(caption)
slider = Slider{frame = {40, 220, 310, 31}, value = 0.5}
slider.accessibilityIdentifier = "volume"
window:addSubview(slider)
