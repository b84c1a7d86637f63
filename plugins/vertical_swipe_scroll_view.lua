-- summary: Pull up for the next page, down for the previous one, with loading arrows (seed 004).
-- controls: VerticalSwipeScrollView, PullEdge
--
-- A scroll view exactly the size of its page, bouncing vertically, with a header above the
-- page and a footer below it, both out of sight until pulled into view. Pulling the page up
-- past the footer's height "loads" the footer: `footerLoaded(self)` is called and the
-- footer's arrow turns to 180° over 0.2 s; pulling back so part of the footer hides again
-- "unloads" it: `footerUnloaded(self)`, and the arrow turns back to 0°. The header does the
-- same downwards (`headerLoaded` turns its arrow to 0°, `headerUnloaded` back to 180°).
-- Lifting the finger while the footer (header) is loaded brings in the next (previous) page
-- from below (above) over 0.2 s, pushing the current page and the footer (header) out;
-- `pageIndex` changes and valueChanged is sent. Lifting earlier lets the scroll view bounce
-- back. There is no header before the first page and no footer after the last.
--
-- Pages come from `viewForPage(self, index)` (indices from 0), a function returning a view;
-- without one a page is a Label reading "Page n".
--
-- The header and footer draw themselves (a small view class of this plugin, `PullEdge`): a
-- pale band with their title and an arrow turned by their `angle`, which the control animates.

local ARROW_TURN = 0.2     -- seconds for an arrow to turn
local PAGE_TURN = 0.2      -- seconds for a page to come in
local HEADER_LOADED, HEADER_UNLOADED = 0, math.pi
local FOOTER_LOADED, FOOTER_UNLOADED = math.pi, 0

-- A header or footer: a title and an arrow (pointing up at angle 0), drawn; changing the
-- title or the angle redraws it.
Control.define{
  name = "PullEdge",
  base = "View",
  properties = {
    title = { type = "string", default = "" },
    angle = { type = "number", default = 0 },
  },
  init = function(self) self.backgroundColor = Color.systemGray6 end,
  draw = function(self, ctx, rect)
    local b = self.bounds
    ctx:drawText(self.title, Rect(50, b.height / 2 - 10, b.width - 60, 20),
      { font = Font.systemFont(15), color = Color.secondaryLabel, numberOfLines = 1, lineBreakMode = "byTruncatingTail" })
    ctx:saveGState()
    ctx:translateBy(25, b.height / 2)
    ctx:rotate(self.angle)
    ctx:setStrokeColor(Color.systemGray)
    ctx:setLineWidth(2.5)
    ctx:setLineCap("round")
    ctx:setLineJoin("round")
    ctx:moveTo(0, 11); ctx:addLineTo(0, -11)
    ctx:moveTo(-7, -4); ctx:addLineTo(0, -11); ctx:addLineTo(7, -4)
    ctx:strokePath()
    ctx:restoreGState()
  end,
}

local function makeEdge(title, angle)
  return PullEdge{ title = title, angle = angle }
end

local function pageView(self, index)
  local make = self.viewForPage
  if make then return make(self, index) end
  return Label{ text = "Page " .. (index + 1) }
end

local function hasPrevious(self) return self._pageIndex > 0 end
local function hasNext(self) return self._pageIndex + 1 < self.numberOfPages end

local function turnArrow(self, edge, angle)
  animate(edge, { angle = angle }, ARROW_TURN)
end

local function notify(self, name)
  local callback = self[name]
  if callback then callback(self) end
end

-- Follows the offset while the user drags: loads and unloads the header and the footer.
local function scrolled(self)
  if self._turning then return end
  local y = self._scroll.contentOffset.y
  local pastFooter = hasNext(self) and y > self.footerHeight
  local pastHeader = hasPrevious(self) and y < -self.headerHeight
  if pastFooter ~= self._footerLoaded then
    self._footerLoaded = pastFooter
    turnArrow(self, self._footer, pastFooter and FOOTER_LOADED or FOOTER_UNLOADED)
    notify(self, pastFooter and "footerLoaded" or "footerUnloaded")
  end
  if pastHeader ~= self._headerLoaded then
    self._headerLoaded = pastHeader
    turnArrow(self, self._header, pastHeader and HEADER_LOADED or HEADER_UNLOADED)
    notify(self, pastHeader and "headerLoaded" or "headerUnloaded")
  end
end

-- Puts the header and footer back beyond the page, unloaded, after a page turn.
local function resetEdges(self)
  local b = self.bounds
  self._header.frame = Rect(0, -self.headerHeight, b.width, self.headerHeight)
  self._footer.frame = Rect(0, b.height, b.width, self.footerHeight)
  self._headerLoaded, self._footerLoaded = false, false
  self._header.angle, self._footer.angle = HEADER_UNLOADED, FOOTER_UNLOADED
end

-- Brings in the next (step 1) or previous (step -1) page, pushing the current one out.
local function turnPage(self, step)
  local b = self.bounds
  local y = self._scroll.contentOffset.y
  local incoming = pageView(self, self._pageIndex + step)
  local outgoing = self._page
  local edge = step > 0 and self._footer or self._header
  incoming.frame = step > 0 and Rect(0, b.height + y, b.width, b.height) or Rect(0, y - b.height, b.width, b.height)
  self._scroll:addSubview(incoming)
  self._turning = true
  self._page = incoming
  self._pageIndex = self._pageIndex + step
  animate(incoming, { frame = Rect(0, 0, b.width, b.height) }, PAGE_TURN)
  if step > 0 then
    animate(outgoing, { frame = Rect(0, -(b.height + self.headerHeight), b.width, b.height) }, PAGE_TURN)
    animate(edge, { frame = Rect(0, -self.footerHeight, b.width, self.footerHeight) }, PAGE_TURN, function()
      outgoing:removeFromSuperview()
      resetEdges(self)
      self._turning = false
    end)
  else
    animate(outgoing, { frame = Rect(0, b.height + self.footerHeight, b.width, b.height) }, PAGE_TURN)
    animate(edge, { frame = Rect(0, b.height, b.width, self.headerHeight) }, PAGE_TURN, function()
      outgoing:removeFromSuperview()
      resetEdges(self)
      self._turning = false
    end)
  end
  self:sendActions("valueChanged")
end

local function released(self)
  if self._turning then return end
  if self._footerLoaded then
    turnPage(self, 1)
  elseif self._headerLoaded then
    turnPage(self, -1)
  end
end

local callback = { type = "function" }

-- A header's or footer's height: a finite number of points, 0 or more (NaN or an infinity would
-- give the edge views a frame no view can have).
local function height(self, value)
  return value >= 0 and value < math.huge, "a finite height of 0 or more"
end

Control.define{
  name = "VerticalSwipeScrollView",
  base = "Control",
  properties = {
    pageIndex = { type = "integer", default = 0, readOnly = true, get = function(self) return self._pageIndex end },
    numberOfPages = { type = "integer", default = 1,
                      validate = function(self, v) return v >= 1, "a scroll view shows at least one page" end },
    headerHeight = { type = "number", default = 60, validate = height },
    footerHeight = { type = "number", default = 60, validate = height },
    viewForPage = callback,
    headerLoaded = callback,
    headerUnloaded = callback,
    footerLoaded = callback,
    footerUnloaded = callback,
    isHeaderLoaded = { type = "boolean", default = false, readOnly = true, get = function(self) return self._headerLoaded end },
    isFooterLoaded = { type = "boolean", default = false, readOnly = true, get = function(self) return self._footerLoaded end },
    headerArrowAngle = { type = "number", default = HEADER_UNLOADED, readOnly = true,
                         get = function(self) return self._header.angle end },
    footerArrowAngle = { type = "number", default = FOOTER_UNLOADED, readOnly = true,
                         get = function(self) return self._footer.angle end },
  },

  methods = {
    -- The scroll view the user drags.
    scrollView = function(self) return self._scroll end,
    -- The page on screen.
    currentPage = function(self) return self._page end,
    header = function(self) return self._header end,
    footer = function(self) return self._footer end,
  },

  init = function(self)
    self._pageIndex = 0
    self._turning = false
    self._scroll = ScrollView{
      alwaysBounceVertical = true,
      didScroll = function() scrolled(self) end,
      didEndDragging = function() released(self) end,
    }
    self._header = makeEdge("Pull down for the previous page", HEADER_UNLOADED)
    self._footer = makeEdge("Pull up for the next page", FOOTER_UNLOADED)
    self._scroll:addSubview(self._header)
    self._scroll:addSubview(self._footer)
    self:addSubview(self._scroll)
    self.frame = Rect(0, 0, 320, 480)
    resetEdges(self)
  end,

  layout = function(self)
    local b = self.bounds
    self._scroll.frame = Rect(0, 0, b.width, b.height)
    self._scroll.contentSize = Size(b.width, b.height)
    if not self._page then
      self._page = pageView(self, self._pageIndex)
      self._scroll:insertSubview(self._page, 1)
    end
    if not self._turning then
      self._page.frame = Rect(0, 0, b.width, b.height)
      resetEdges(self)
    end
  end,

  -- Lays out before the first touch finds its view, so a control made with a frame and
  -- touched at once has its parts in place.
  hitTest = function(self, point, event)
    self:layoutIfNeeded()
    return self.super.hitTest(self, point, event)
  end,

  description = function(self) return "page=" .. self._pageIndex end,
}
