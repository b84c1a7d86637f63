-- summary: A paging gallery of images tied both ways to a page control (seed 003, recipe 2-10).
-- controls: ImageGallery
--
-- A horizontally paging scroll view shows one image per page, with a page control along the
-- bottom. The two follow each other both ways:
-- - a swipe settles on a page (paging snaps the content to a whole page); when the content
--   comes to rest the page control shows that page and the gallery sends valueChanged;
-- - a tap on the page control beside its current dot asks for the next or previous page: the
--   page control defers its display (`defersCurrentPageDisplay`), the scroll view animates to
--   the page (0.3 s), and only when the animation ends does the page control show it
--   (`updateCurrentPageDisplay()`), so dots and pictures never disagree; valueChanged follows;
-- - `showPage(self, index, animated)` does the same from code, without valueChanged (code
--   changing a control's value sends no action, as in UIKit).
--
-- Pages come from `images` (a list of Image values), each shown aspect-fit on black.

local PAGE_CONTROL_HEIGHT = 37

local function pageWidth(self) return self._scroll.bounds.width end

-- The page the content shows, from its offset.
local function pageAtOffset(self)
  local width = pageWidth(self)
  if width <= 0 then return 0 end
  return math.floor(self._scroll.contentOffset.x / width + 0.5)
end

-- The scroll view came to rest on a page, after a swipe or an animation: the page control
-- shows it, and the gallery tells its targets if the page changed.
local function settled(self, byUser)
  local page = pageAtOffset(self)
  self._pages.currentPage = page
  self._pages:updateCurrentPageDisplay()
  if page ~= self._page then
    self._page = page
    if byUser then self:sendActions("valueChanged") end
  end
end

-- Whether every entry of `list` is an Image, and the first that is not. An image view is the
-- judge, so the gallery takes exactly what ImageView's `image` takes.
local function allImages(list)
  for index, entry in ipairs(list) do
    if not pcall(ImageView, { image = entry }) then
      return false, "entry " .. index .. " must be an Image, not a " .. type(entry)
    end
  end
  return true
end

-- Makes one image view per image, in a row, each a page wide.
local function rebuild(self)
  for _, view in ipairs(self._imageViews) do view:removeFromSuperview() end
  self._imageViews = {}
  for index, image in ipairs(self.images) do
    local view = ImageView{ image = image, contentMode = "scaleAspectFit", tag = index }
    self._scroll:addSubview(view)
    self._imageViews[index] = view
  end
  self._pages.numberOfPages = #self.images
  self._page = math.min(self._page, math.max(#self.images - 1, 0))
  self:setNeedsLayout()
end

Control.define{
  name = "ImageGallery",
  base = "Control",
  properties = {
    images = { type = "table", default = {}, validate = function(self, list) return allImages(list) end,
               didSet = function(self) rebuild(self) end },
    currentPage = { type = "integer", default = 0, readOnly = true, get = function(self) return self._page end },
  },

  methods = {
    -- Scrolls to page `index` (from 0), animated or at once; the page control follows.
    showPage = function(self, index, animated)
      if math.type(index) ~= "integer" or index < 0 or index >= #self.images then
        error("bad argument #1 to 'showPage' (page from 0 to " .. (#self.images - 1) .. " expected, got "
          .. tostring(index) .. ")", 2)
      end
      self:layoutIfNeeded()
      self._userAsked = false
      self._scroll:setContentOffset(Point(index * pageWidth(self), 0), animated == true)
      if animated ~= true then settled(self, false) end
    end,
    -- The scroll view of pages and the page control, for scripts that look inside.
    scrollView = function(self) return self._scroll end,
    pageControl = function(self) return self._pages end,
  },

  init = function(self)
    self._page = 0
    self._imageViews = {}
    self._userAsked = false
    self.backgroundColor = Color.black
    self._scroll = ScrollView{
      isPagingEnabled = true,
      didEndDecelerating = function() settled(self, true) end,
      didEndScrollingAnimation = function() settled(self, self._userAsked) end,
    }
    self._pages = PageControl{ defersCurrentPageDisplay = true }
    self._pages:addTarget(function(pages)
      self._userAsked = true
      self._scroll:setContentOffset(Point(pages.currentPage * pageWidth(self), 0), true)
    end, "valueChanged")
    self:addSubview(self._scroll)
    self:addSubview(self._pages)
    self.frame = Rect(0, 0, 320, 240)
  end,

  layout = function(self)
    local b = self.bounds
    self._scroll.frame = Rect(0, 0, b.width, b.height)
    self._scroll.contentSize = Size(b.width * #self.images, b.height)
    for index, view in ipairs(self._imageViews) do
      view.frame = Rect((index - 1) * b.width, 0, b.width, b.height - PAGE_CONTROL_HEIGHT)
    end
    self._pages.frame = Rect(0, b.height - PAGE_CONTROL_HEIGHT, b.width, PAGE_CONTROL_HEIGHT)
    self._scroll.contentOffset = Point(self._page * b.width, 0)
  end,

  -- Lays out before the first touch finds its view, so a gallery made with a frame and
  -- touched at once has its pages in place.
  hitTest = function(self, point, event)
    self:layoutIfNeeded()
    return self.super.hitTest(self, point, event)
  end,

  description = function(self) return "page=" .. self._page .. "/" .. #self.images end,
}
