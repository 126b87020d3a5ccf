#include "sources/CatalogIcon.h"

#include <QGuiApplication>
#include <QHash>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>
#include <cmath>

namespace nelumbo {

namespace {

class CatalogIconEngine : public QIconEngine
{
public:
    explicit CatalogIconEngine(CatalogIcon::Kind kind)
        : m_kind(kind)
    {}

    QIconEngine* clone() const override { return new CatalogIconEngine(m_kind); }

    // Every visible row paints its icon at each repaint: the drawing is kept per size and
    // mode, and made again only when the palette changes.
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State) override
    {
        const qint64 palette = QGuiApplication::palette().cacheKey();
        if (palette != m_palette) {
            m_drawn.clear();
            m_palette = palette;
        }
        const quint64 key =
            quint64(quint32(size.width())) << 32 | quint32(size.height()) << 2 | quint32(mode);
        if (const auto it = m_drawn.constFind(key); it != m_drawn.cend())
            return *it;
        // Transparent first: QIconEngine's own pixmap() leaves the background as it finds it.
        QPixmap pixmap(size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        draw(&painter, QRect(QPoint(0, 0), size), mode);
        painter.end();
        m_drawn.insert(key, pixmap);
        return pixmap;
    }

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override
    {
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        QPixmap drawn = pixmap(rect.size() * ratio, mode, state);
        drawn.setDevicePixelRatio(ratio);
        painter->drawPixmap(rect, drawn);
    }

private:
    // The sign itself, on a transparent square of rect's size.
    void draw(QPainter* painter, const QRect& rect, QIcon::Mode mode) const
    {
        const QPalette palette = QGuiApplication::palette();
        const QPalette::ColorGroup group =
            mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active;
        // A selected row is drawn in the highlight colour: the strokes take its text colour.
        const QColor ink = palette.color(group, mode == QIcon::Selected ? QPalette::HighlightedText
                                                                        : QPalette::Text);
        const QColor accent = palette.color(group, QPalette::Highlight);
        const QColor paper = palette.color(group, QPalette::Base);

        // Square, centred, with a margin of one part in eight.
        const qreal side = qMin(rect.width(), rect.height());
        const QRectF box(rect.x() + (rect.width() - side) / 2.0 + side / 8.0,
                         rect.y() + (rect.height() - side) / 2.0 + side / 8.0, side * 0.75,
                         side * 0.75);
        const qreal line = qMax<qreal>(1.0, side / 16.0);

        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        switch (m_kind) {
        case CatalogIcon::Kind::Schema:
            drawCylinder(painter, box, line, ink, accent);
            break;
        case CatalogIcon::Kind::Table:
        case CatalogIcon::Kind::View:
            drawGrid(painter, box, line, ink, accent, paper, m_kind == CatalogIcon::Kind::View);
            break;
        }
        painter->restore();
    }

    // A database: a cylinder with a band, the usual sign for a schema.
    static void drawCylinder(QPainter* painter, const QRectF& box, qreal line, const QColor& ink,
                             const QColor& accent)
    {
        const qreal capHeight = box.height() / 3.5;
        const QRectF top(box.left(), box.top(), box.width(), capHeight);
        const QRectF bottom(box.left(), box.bottom() - capHeight, box.width(), capHeight);
        QPainterPath body;
        body.moveTo(top.left(), top.center().y());
        body.lineTo(bottom.left(), bottom.center().y());
        body.arcTo(bottom, 180, 180);
        body.lineTo(top.right(), top.center().y());
        body.arcTo(top, 0, -180);
        QColor fill = accent;
        fill.setAlphaF(0.35f);
        painter->setPen(QPen(ink, line));
        painter->setBrush(fill);
        painter->drawPath(body);
        painter->setBrush(accent);
        painter->drawEllipse(top);
        QPainterPath band;
        const QRectF middle = top.translated(0, (box.height() - capHeight) / 2);
        band.arcMoveTo(middle, 180);
        band.arcTo(middle, 180, 180);
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(band);
    }

    // A table: a header row over a grid of cells. A view: a lighter header over rows only,
    // in a rounded frame, since its rows are computed rather than stored.
    static void drawGrid(QPainter* painter, const QRectF& area, qreal line, const QColor& ink,
                         const QColor& accent, const QColor& paper, bool view)
    {
        // Lines of odd width on pixel centres, so that small sizes stay sharp.
        const qreal width = std::round(line);
        const qreal offset = int(width) % 2 ? 0.5 : 0.0;
        const auto snap = [offset](qreal v) { return std::floor(v) + offset; };
        const QRectF box(QPointF(snap(area.left()), snap(area.top())),
                         QPointF(snap(area.right()), snap(area.bottom())));
        const qreal headerBottom = snap(box.top() + box.height() / 4.0);
        const qreal radius = view ? box.width() / 6.0 : 0.0;

        QPainterPath frame;
        frame.addRoundedRect(box, radius, radius);
        painter->setPen(Qt::NoPen);
        painter->setBrush(paper);
        painter->drawPath(frame);
        QColor header = accent;
        if (view)
            header.setAlphaF(0.45f);
        painter->save();
        painter->setClipPath(frame);
        painter->setBrush(header);
        painter->drawRect(QRectF(box.topLeft(), QPointF(box.right(), headerBottom)));
        painter->restore();

        painter->setPen(QPen(ink, width));
        painter->setBrush(Qt::NoBrush);
        const qreal rowHeight = (box.bottom() - headerBottom) / 3.0;
        for (int i = 0; i < 3; ++i) {
            const qreal y = i == 0 ? headerBottom : snap(headerBottom + rowHeight * i);
            painter->drawLine(QPointF(box.left(), y), QPointF(box.right(), y));
        }
        if (!view) {
            const qreal x = snap(box.center().x());
            painter->drawLine(QPointF(x, headerBottom), QPointF(x, box.bottom()));
        }
        painter->drawPath(frame);
    }

    CatalogIcon::Kind m_kind;
    QHash<quint64, QPixmap> m_drawn;
    qint64 m_palette = 0;
};

} // namespace

QIcon CatalogIcon::icon(Kind kind)
{
    return QIcon(new CatalogIconEngine(kind)); // the icon owns its engine
}

} // namespace nelumbo
